import { useEffect, useState } from 'react';

/**
 * The value of a filter field, starting from (and following) the URL's `name` parameter, so that
 * a field keeps its focus while results update and still shows the URL after back/forward.
 */
export function useSearchField(search: URLSearchParams, name: string): [string, (value: string) => void] {
  const fromUrl = search.get(name) ?? '';
  const [value, setValue] = useState(fromUrl);
  useEffect(() => setValue(fromUrl), [fromUrl]);
  return [value, setValue];
}
