import { createContext, useContext } from 'react';

/**
 * Shows a text of @pdpl/contracts (a validation message, an option, a toast label) in the page's
 * language. The shell provides it from @pdpl/platform's catalogs; @pdpl/ui must not depend on
 * @pdpl/platform itself, or every remote would download its own copy of it (see
 * docs/architecture-decisions.md, "Toaster and notify live in @pdpl/ui").
 */
export const ContractTextContext = createContext<(text: string) => string>((text) => text);

export const useUiContractText = (): ((text: string) => string) => useContext(ContractTextContext);
