/**
 * The id of a form across the console: `<screen route>#<form name>`, e.g. `/secure/town#add`.
 * The build compiles one validator per id (scripts/forms/), and the form modal looks it up by it.
 */
export function formIdOf(route: string, formName: string): string {
  return `${route}#${formName}`;
}
