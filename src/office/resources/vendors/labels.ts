/** Vendors and games screens keep their words in their own block: `office.vendors.fields.<name>`. */
export const vfield = (name: string) => `office.vendors.fields.${name}`;
