import { memo, Suspense } from 'react';
import { pageFormLookups } from '../../forms/asForm';
import { LazyPageFormModal } from '../../forms/LazyPageFormModal';
import type { PageStateApi } from '../../state/pageStore';
import { ComponentBoundary } from './ComponentBoundary';
import type { CustomBlockSlice } from './customBlockSlice';
import { failedComponentText } from './customTexts';
import { useCustomBlock } from './useCustomBlock';

type Props = { slice: CustomBlockSlice; page: PageStateApi };

/** The registered component with its typed props, or a notice in its place (never a blank block). */
function CustomBlockBody({ slice, page }: Props) {
  const custom = useCustomBlock(slice, page);
  if (custom.status === 'loading') return null;
  if (custom.status === 'notice')
    return (
      <p className="page-custom__notice" role="alert">
        {custom.text}
      </p>
    );
  const { Component, props, openForm } = custom;
  return (
    <>
      <Component {...props} />
      {openForm && (
        <Suspense fallback={null}>
          <LazyPageFormModal key={`${openForm.key}|${pageFormLookups(openForm.slice.form).join(',')}`} slice={openForm.slice} page={page} row={openForm.row} onClose={openForm.closed} onSaved={openForm.saved} />
        </Suspense>
      )}
    </>
  );
}

/**
 * A failure (the component's code did not load, or it threw) stays in this block. Memoized: the
 * page block around it renders again at changes of the page that are none of its business.
 */
export const CustomBlockView = memo(function CustomBlockView({ slice, page }: Props) {
  return (
    <ComponentBoundary failedText={failedComponentText(slice.block.component)}>
      <CustomBlockBody slice={slice} page={page} />
    </ComponentBoundary>
  );
});
