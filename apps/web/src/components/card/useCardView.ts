// The card as a screen draws it (issue 9): the usercard query, and its kind known before it
// answers (cashBackType from the activity, graphicCardType from the cached configuration), so
// the screen lays out the right shape at once and nothing moves when the figures arrive.
import type { CashBackType, GraphicCardType } from '@tessera/domain';
import { useCurrentActivity } from '../../lib/activity.ts';
import { useConfiguration } from '../../lib/api/configuration.ts';
import { useUserCard } from '../../lib/api/user-card.ts';
import { lastKnown } from '../../lib/offline.ts';

export const showsBalance = (type: CashBackType) => type !== 'P';
export const showsPoints = (type: CashBackType) => type !== 'E';

export function useCardView() {
  const query = useUserCard();
  const activity = useCurrentActivity()?.activity;
  const configuration = useConfiguration().data;
  const card = query.data;
  const cashBackType: CashBackType = card?.cashBackType ?? activity?.cashBackType ?? 'E';
  const graphicCardType: GraphicCardType =
    card?.graphicCardType ?? configuration?.graphicCardType ?? 'S';
  return {
    query,
    card,
    activity,
    cashBackType,
    graphicCardType,
    known: lastKnown(query),
  };
}
