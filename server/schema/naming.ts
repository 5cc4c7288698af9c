// Strapi v4's identifier rules: attribute names become snake_case columns, and link tables,
// join columns and order columns are named from the models' singular names.

export function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
}

export function columnName(attribute: string): string {
  return snakeCase(attribute);
}

export function joinColumn(singularName: string): string {
  return `${snakeCase(singularName)}_id`;
}

export function orderColumn(singularName: string): string {
  return `${snakeCase(singularName)}_order`;
}

export function linkTableName(tableName: string, attribute: string): string {
  return `${tableName}_${snakeCase(attribute)}_links`;
}

/** `Component<Category><Name>` / `Article`: the GraphQL-style global id of a model. */
export function pascalCase(s: string): string {
  return s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
}
