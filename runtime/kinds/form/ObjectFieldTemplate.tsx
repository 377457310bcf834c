import type { ObjectFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import type { FormContext, FormValues } from './types';

/**
 * The fields of an object in a `<fieldset>` without a frame (the modal is the only box): the
 * root's title, if the schema has one, is its legend for screen readers only (the modal's title
 * names the form on screen). Its direct children are the fields, so a wide form lays them out in
 * two columns (form.css).
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps<FormValues, RJSFSchema, FormContext>) {
  const { fieldPathId, title, description, properties } = props;
  const root = fieldPathId.path.length === 0;
  return (
    <fieldset id={fieldPathId.$id} className={root ? 'form-fields form-fields--root' : 'form-fields'}>
      {title && <legend className={root ? 'form-fields__legend form-fields__legend--hidden' : 'form-fields__legend'}>{title}</legend>}
      {description && <div className="form-fields__description">{description}</div>}
      {properties.map((property) => property.content)}
    </fieldset>
  );
}
