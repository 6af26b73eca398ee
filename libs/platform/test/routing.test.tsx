import { renderToString } from 'react-dom/server';
import { Link, matchRoute, NavLink, resolveTo, Route, Routes, StaticRouter, useParams, useRouterLocation } from '../src/routing';

const here = { pathname: '/PDPLComplianceIndex', search: '?page=2', hash: '#top' };

describe('resolveTo', () => {
  it('resolves paths, queries and hashes as a browser resolves a link', () => {
    expect(resolveTo('/KSA#facts', here)).toEqual({ pathname: '/KSA', search: '', hash: '#facts' });
    expect(resolveTo('?page=3', here)).toEqual({ pathname: '/PDPLComplianceIndex', search: '?page=3', hash: '' });
    expect(resolveTo('#methodology', here)).toEqual({ pathname: '/PDPLComplianceIndex', search: '?page=2', hash: '#methodology' });
    expect(resolveTo({ search: '?q=bank' }, here)).toEqual({ pathname: '/PDPLComplianceIndex', search: '?q=bank', hash: '' });
    expect(resolveTo({ pathname: '/contact' }, here)).toEqual({ pathname: '/contact', search: '', hash: '' });
  });
});

describe('matchRoute', () => {
  const routes = [
    { path: '/PDPLComplianceIndex/:companyId', element: 'report' },
    { path: '/PDPLComplianceIndex/methodology', element: 'methodology' },
    { path: '/PDPLComplianceIndex/edition/:month/:companyId', element: 'past report' },
    { path: '*', element: 'not found' },
  ];
  const shown = (pathname: string) => matchRoute(routes, pathname);

  it('prefers a fixed segment to a param, whatever the order', () => {
    expect(shown('/PDPLComplianceIndex/methodology')?.route.element).toBe('methodology');
    expect(shown('/PDPLComplianceIndex/zaitun-finance')).toEqual({ route: routes[0], params: { companyId: 'zaitun-finance' } });
  });

  it('decodes params, ignores a trailing slash and is case-sensitive', () => {
    expect(shown('/PDPLComplianceIndex/edition/2025-11/al%20rajhi/')?.params).toEqual({ month: '2025-11', companyId: 'al rajhi' });
    expect(shown('/pdplcomplianceindex/methodology')?.route.element).toBe('not found');
  });
});

function Report() {
  const { companyId } = useParams();
  return <p>report of {companyId}</p>;
}

function Where() {
  const { pathname, search } = useRouterLocation();
  return <i>{pathname + search}</i>;
}

const render = (path: string, node: React.ReactNode) => renderToString(<StaticRouter path={path}>{node}</StaticRouter>);

describe('the router in a page', () => {
  it('renders the matching route with its params, and the location', () => {
    const html = render(
      '/PDPLComplianceIndex/ruwaq?page=2',
      <>
        <Routes>
          <Route path="/PDPLComplianceIndex/:companyId" element={<Report />} />
          <Route path="*" element={<p>not found</p>} />
        </Routes>
        <Where />
      </>,
    );
    expect(html).toContain('report of <!-- -->ruwaq');
    expect(html).not.toContain('not found');
    expect(html).toContain('<i>/PDPLComplianceIndex/ruwaq?page=2</i>');
  });

  it('renders links as real links, relative ones resolved, external ones as they are', () => {
    const html = render('/PDPLComplianceIndex?page=2', [<Link key="1" to="?page=3">next</Link>, <Link key="2" to="https://sdaia.gov.sa/">SDAIA</Link>]);
    expect(html).toContain('href="/PDPLComplianceIndex?page=3"');
    expect(html).toContain('href="https://sdaia.gov.sa/"');
  });

  it('marks the link to the current section as the current page', () => {
    const html = render('/admin/leads/123', [<NavLink key="1" to="/admin/leads">Leads</NavLink>, <NavLink key="2" to="/admin/staff">Staff</NavLink>]);
    expect(html).toContain('<a href="/admin/leads" aria-current="page" class="active">Leads</a>');
    expect(html).toContain('<a href="/admin/staff">Staff</a>');
  });
});
