import { useEffect } from 'react';

/** Sets document.title while the calling page is shown. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
