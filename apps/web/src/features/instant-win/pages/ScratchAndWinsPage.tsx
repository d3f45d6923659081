// The scratch cards (issue 9): the list, and with an id a card's own screen; one screen and one
// chunk for both (instantWin/scratchAndWins/:id?), which keeps /login's code smaller.
import { useParams } from 'react-router';
import ScratchCardPage from './ScratchCardPage.tsx';
import ScratchCardsPage from './ScratchCardsPage.tsx';

export default function ScratchAndWinsPage() {
  return useParams().id === undefined ? <ScratchCardsPage /> : <ScratchCardPage />;
}
