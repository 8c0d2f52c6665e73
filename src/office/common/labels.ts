/** Column and input labels share one dictionary: `office.fields.<name>` in every language. */
export const field = (name: string) => `office.fields.${name}`;
