import { useEffect } from 'react';

/** Sets the document title for as long as a page is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
