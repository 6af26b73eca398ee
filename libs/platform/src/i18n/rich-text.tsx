import { Fragment, type ReactNode } from 'react';

const TAG = /<([a-zA-Z][\w-]*)>([\s\S]*?)<\/\1>/g;

/**
 * A translated message whose parts are elements: `Read our <policy>privacy policy</policy>.` with
 * `{ policy: (text) => <Link href="...">{text}</Link> }`. Translators move the tags freely; a tag
 * nobody renders shows as its text.
 */
export function richText(message: string, tags: Record<string, (chunk: string) => ReactNode>): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    if (match.index > last) parts.push(message.slice(last, match.index));
    const [, name, chunk] = match as unknown as [string, string, string];
    parts.push(<Fragment key={parts.length}>{tags[name] ? tags[name](chunk) : chunk}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts;
}
