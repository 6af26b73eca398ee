import { ComingSoon, RemoteRoot } from '@pdpl/ui';

export default function AirtableSyncPage() {
  return (
    <RemoteRoot remote="mfe_admin" build={__BUILD_ID__}>
      <ComingSoon title="Airtable Sync" />
    </RemoteRoot>
  );
}
