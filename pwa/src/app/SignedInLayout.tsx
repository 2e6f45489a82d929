// The rest of Mantine's styles, in its cascade layer (see styles-signed-out.ts).
import '@mantine/core/styles.layer.css';
import { ConflictList, RegisterPatientButton } from '../features/clinical';
import { InSlices } from '../components/InSlices';
import { AppLayout } from '../features/layout/components/AppLayout';

/** The signed-in shell with the clinical screens' Register Patient button and conflict list
 * composed in. */
export function SignedInLayout() {
  return (
    <InSlices>
      <AppLayout
        registerPatient={(isStacked) => <RegisterPatientButton isStacked={isStacked} />}
        conflictList={(close) => <ConflictList onOpened={close} />}
      />
    </InSlices>
  );
}
