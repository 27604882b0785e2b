import { RequireRole } from '../../components/require-role.tsx';
import { ComingSoonScreen } from './coming-soon.tsx';

/** /whatsapp and /whatsapp-calls: messaging-admin screens, only for the whatsapp_admin role (SPEC.md §6). */
export function Component() {
  return (
    <RequireRole requires="whatsapp_admin">
      <ComingSoonScreen />
    </RequireRole>
  );
}
