import { ComingSoon, RemoteRoot } from '@pdpl/ui';

export default function CompanyReportPage() {
  return (
    <RemoteRoot remote="mfe_index" build={__BUILD_ID__}>
      <ComingSoon title="Company Report" />
    </RemoteRoot>
  );
}
