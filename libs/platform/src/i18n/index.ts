export { documentLocale, useLocale } from './locale';
export { defineMessages, type Translate } from './messages';
export { defineLocalized, type LocalizedSources } from './localized';
export { richText } from './rich-text';
export { formattersFor, useFormatters, type Formatters } from './format';
export { LanguageLink, localizeTo, Navigate, NavLink, RouterLink, useLocalePath, useLocation, useNavigate } from './localized-router';
export { defineContractTexts, loadContractTexts, useContractText } from './contract-texts';
