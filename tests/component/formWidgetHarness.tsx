/** Renders a form definition through the form runtime's pieces (uiSchema, templates, widgets, precompiled validator, error messages), as page and grid forms do. */
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import axe from 'axe-core';
import { useState } from 'react';
import { FieldTemplate } from '../../runtime/kinds/form/FieldTemplate';
import { formErrorTransformer } from '../../runtime/kinds/form/formErrors';
import { ObjectFieldTemplate } from '../../runtime/kinds/form/ObjectFieldTemplate';
import type { FormContext, FormValues, ResolvedForm } from '../../runtime/kinds/form/types';
import { formUiSchema } from '../../runtime/kinds/form/uiSchema';
import { formWidgets } from '../../runtime/kinds/form/widgets';
import { compileValidatorFunctionsInNode } from '../../scripts/forms/compileInNode';

export interface WidgetForm {
  definition: ResolvedForm;
  context?: Partial<FormContext>;
}

/** A form of a definition whose values are kept here; `latest()` reads them, the 'Set from outside' button replaces them (a field effect). */
export function widgetForm({ definition, context = {} }: WidgetForm) {
  const schema = definition.schema as RJSFSchema;
  const validator = createPrecompiledValidator<FormValues, RJSFSchema, FormContext>(compileValidatorFunctionsInNode(schema), schema);
  const formContext: FormContext = { lookupFields: {}, today: '2026-11-26', ...context };
  let latest: FormValues = {};
  let submitted: FormValues | undefined;
  function Harness({ initial = {}, outside }: { initial?: FormValues; outside?: FormValues }) {
    const [values, setValues] = useState<FormValues>(initial);
    latest = values;
    return (
      <main>
        <Form<FormValues, RJSFSchema, FormContext>
          schema={schema}
          uiSchema={formUiSchema(definition)}
          validator={validator}
          formData={values}
          formContext={formContext}
          widgets={formWidgets}
          templates={{ FieldTemplate, ObjectFieldTemplate }}
          idPrefix="t"
          transformErrors={formErrorTransformer(definition)}
          showErrorList={false}
          noHtml5Validate
          onChange={(event) => setValues(event.formData ?? {})}
          onSubmit={(event) => {
            submitted = event.formData;
          }}
          onError={() => undefined}
        >
          <button type="submit">Save</button>
        </Form>
        {outside && (
          <button type="button" onClick={() => setValues({ ...values, ...outside })}>
            Set from outside
          </button>
        )}
      </main>
    );
  }
  return { Harness, latest: () => latest, submitted: () => submitted, formContext };
}

/** The axe violations of what is rendered (colours are not judged: jsdom draws nothing). */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}
