// New orders the open board has seen arrive and the clerk has not looked at yet (issue 22 §5): the
// board (features/orders-board) counts them, the side drawer's entry and the tab title show them.
// Here, apart from both, so the drawer needs nothing of the board's code.
import { createStore } from './store.ts';

export const newOrdersStore = createStore(0);
