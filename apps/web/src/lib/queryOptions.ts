// TanStack's `queryOptions` (an identity that tags the key with the data type), without its
// runtime import: an endpoint module that /login also uses stays free of the query library.
import type { queryOptions as tanstackQueryOptions } from '@tanstack/react-query';

export const queryOptions = ((options: unknown) => options) as typeof tanstackQueryOptions;
