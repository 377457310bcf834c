import { lazy, Suspense } from 'react';
import type { FormScreen } from '../form/useFormController';
import type { FormHost } from './useFormHost';

const FormModal = lazy(() => import('../form/FormModal').then((module) => ({ default: module.FormModal })));

/** The form a toolbar button or row action opened, in its own modal (loaded on first use). */
export function GridFormHost({ screen, form }: { screen: FormScreen; form: FormHost }) {
  if (!form.open) return null;
  return (
    <Suspense fallback={null}>
      <FormModal
        key={`${form.open.name}-${JSON.stringify(form.open.row ?? null)}`}
        screen={screen}
        formName={form.open.name}
        row={form.open.row}
        onClose={form.close}
        onSaved={form.saved}
        onDirtyChange={form.setDirty}
      />
    </Suspense>
  );
}
