// GET /app/customers/code/{code}: whether an invite code belongs to a customer.
import { HttpError, http } from '../../../lib/http.ts';

/** True when the server knows the code; false when it does not. */
export async function inviteExists(code: string) {
  try {
    await http.get<{ code: string }>(`/app/customers/code/${encodeURIComponent(code)}`, {
      noActivity: true,
      silent: true,
    });
    return true;
  } catch (err) {
    if (err instanceof HttpError && (err.status === 404 || err.status === 400)) return false;
    throw err;
  }
}
