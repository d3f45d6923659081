// The counter's refusals of a pack use.
import { defineMessages } from '../../platform/i18n.ts';

export const packsMessages = defineMessages({
  it: { usedUp: 'Questo pacchetto non ha più utilizzi', expired: 'Questo pacchetto è scaduto' },
  es: { usedUp: 'Este paquete ya no tiene usos', expired: 'Este paquete ha caducado' },
  fr: { usedUp: "Ce forfait n'a plus d'utilisations", expired: 'Ce forfait a expiré' },
  de: { usedUp: 'Dieses Paket hat keine Nutzungen mehr', expired: 'Dieses Paket ist abgelaufen' },
  gb: { usedUp: 'This pack has no uses left', expired: 'This pack has expired' },
});
