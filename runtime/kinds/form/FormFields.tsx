import type { ReactNode } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import type { FormContext, FormValues } from './types';
import { formWidgets } from './widgets';
import type { ReadyForm } from './useFormController';
import { useFocusRequest } from './useFocusRequest';
import './form.css';
import { DEFAULT_FORM_STATE } from './defaultFormState';

const templates = { FieldTemplate, ObjectFieldTemplate };

/**
 * A form's fields with RJSF (the form runtime's widgets and templates), inline in a page or in the one form modal; `children` replace RJSF's submit button.
 * The controller validates (RJSF's own check on submit is off): a submit with fields in error shows their messages and focuses the first.
 * `locked`: every control disabled and nothing sent (a modal form saying its success before it closes).
 */
export function FormFields({ id, form, locked = false, children }: { id: string; form: ReadyForm; locked?: boolean; children?: ReactNode }) {
  useFocusRequest(id, form.focusRequest);
  return (
    <Form<FormValues, RJSFSchema, FormContext>
      id={id}
      schema={form.schema}
      uiSchema={form.uiSchema}
      validator={form.validator}
      formData={form.formData}
      formContext={form.formContext}
      widgets={formWidgets}
      templates={templates}
      idPrefix={form.idPrefix}
      extraErrors={form.extraErrors}
      transformErrors={form.transformErrors}
      showErrorList={false}
      noHtml5Validate
      noValidate
      experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
      disabled={form.submitting || locked}
      onChange={(event) => form.change(event.formData)}
      onBlur={(fieldId) => form.blur(fieldId)}
      onError={() => undefined}
      onSubmit={() => {
        if (!locked) form.requestSubmit();
      }}
    >
      {children ?? <></>}
    </Form>
  );
}
