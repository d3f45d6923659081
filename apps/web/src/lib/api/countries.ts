// GET /public/countries: the towns of a nation whose name contains a search (SPEC §7), at
// most 50, for the sign-up and profile forms.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@tessera/domain';
import { http } from '../http.ts';
import type { QueryConfig } from '../queryClient.ts';

/** What a form keeps of a town (a country, in the API's words). */
export type Town = Pick<Country, 'id' | 'name' | 'province'>;

export interface CountrySearch {
  nationId: number | null;
  search: string;
}

export const countryKeys = {
  all: ['countries'] as const,
  list: ({ nationId, search }: CountrySearch) =>
    [...countryKeys.all, nationId, search.trim()] as const,
};

export const getCountries = async (
  { nationId, search }: CountrySearch,
  opts: { silent?: boolean } = {},
) =>
  (
    await http.list<Country>('/public/countries', {
      noActivity: true,
      silent: opts.silent,
      filters: { nationId: nationId ?? undefined, name: search.trim() || undefined },
      query: { rowsPerPage: 50 },
    })
  ).rows;

export const countriesQueryOptions = (q: CountrySearch) =>
  queryOptions({
    queryKey: countryKeys.list(q),
    queryFn: ({ meta }) => getCountries(q, { silent: meta?.silent }),
    enabled: Boolean(q.nationId),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useCountries(
  q: CountrySearch,
  config: QueryConfig<typeof countriesQueryOptions> = {},
) {
  return useQuery({ ...countriesQueryOptions(q), ...config });
}
