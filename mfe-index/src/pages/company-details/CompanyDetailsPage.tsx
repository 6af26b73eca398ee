import { ComingSoon, RemoteRoot } from '@pdpl/ui';

export default function CompanyDetailsPage() {
  return (
    <RemoteRoot remote="mfe_index" build={__BUILD_ID__}>
      <ComingSoon title="Detailed Analysis" />
    </RemoteRoot>
  );
}
