import { useEffect } from 'react';

/**
 * Keeps `document.title` in step with the page after client-side navigations. The first title comes
 * from the server-rendered `<head>`.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
