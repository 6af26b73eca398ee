import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description?: string;
  keywords?: string;
}

function setMetaTag(name: string, content: string | undefined): void {
  if (content === undefined) return;
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Sets the document title and the description/keywords meta tags. */
export function setPageMeta({ title, description, keywords }: PageMeta): void {
  document.title = title;
  setMetaTag('description', description);
  setMetaTag('keywords', keywords);
}

/** Where a render at build time (no document) keeps the metadata the page sets (@pdpl/platform/server). */
let renderedMeta: ((meta: PageMeta) => void) | null = null;

export function collectPageMeta(collect: ((meta: PageMeta) => void) | null): void {
  renderedMeta = collect;
}

/**
 * For pages whose metadata depends on their content (an article, a company report). It runs after
 * the shell's per-route metadata, so the page's own values win.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const { title, description, keywords } = meta ?? {};
  // Rendered at build time, no effect runs: the render keeps it for the page's document.
  if (renderedMeta && title) renderedMeta({ title, description, keywords });
  useEffect(() => {
    if (title) setPageMeta({ title, description, keywords });
  }, [title, description, keywords]);
}
