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

/**
 * For pages whose metadata depends on their content (an article, a company report). It runs after
 * the shell's per-route metadata, so the page's own values win.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const { title, description, keywords } = meta ?? {};
  useEffect(() => {
    if (title) setPageMeta({ title, description, keywords });
  }, [title, description, keywords]);
}
