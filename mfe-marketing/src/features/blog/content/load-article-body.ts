/** Each body is its own chunk, fetched only when its article is opened (index-blog-admin.md §2.1). */
const bodies = import.meta.glob<string>('./*.md', { query: '?raw', import: 'default' });

export function loadArticleBody(id: string): Promise<string> {
  const load = bodies[`./${id}.md`];
  if (!load) return Promise.reject(new Error(`No body for article ${id}`));
  return load();
}
