/** URL slug from a name: lower-case ASCII words joined by hyphens ("Côte d'Ivoire" → "cote-d-ivoire"). */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return slug || 'item';
}
