// GET /app/customers/code/{code}: whether an invite code belongs to a customer.
import { api } from '../../../lib/api/client.ts';
import { HttpError } from '../../../lib/http.ts';

/** True when the server knows the code; false when it does not. */
export async function inviteExists(code: string) {
  try {
    await api.get('/app/customers/code/{code}', {
      path: { code },
      noActivity: true,
      silent: true,
    });
    return true;
  } catch (err) {
    if (err instanceof HttpError && (err.status === 404 || err.status === 400)) return false;
    throw err;
  }
}
