// The one door to Chakra for every app: only what is exported here ships in the shared bundle.
export {
  Badge,
  Box,
  Button,
  Card,
  CloseButton,
  Container,
  Flex,
  Grid,
  Heading,
  HStack,
  Link,
  List,
  Portal,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
  chakra,
  LocaleProvider,
  useLocaleContext,
} from '@chakra-ui/react';
export type { LinkProps, StackProps } from '@chakra-ui/react';
export { Accordion, Checkbox, Collapsible, Dialog, Drawer, Field, Input, NativeSelect, RadioGroup, Table, Tabs, Textarea, PartsLoadedLater, preloadNamedParts, preloadParts, takeRenderedParts } from './lazy';
export { UiProvider } from './provider';
export { createStyleCache } from './style-cache';
export { Toaster } from './toaster';
export { notify, type Notice } from './notify';
export { RemoteRoot } from './RemoteRoot';
export { LazyImage } from './LazyImage';
export { Loading } from './Loading';
export { NotAllowed } from './NotAllowed';
export { DialogFrame } from './DialogFrame';
export { Disclosure } from './Disclosure';
export { useOpenedOnce } from './use-opened-once';
export { Section } from './Section';
export { ContractTextContext, useUiContractText } from './contract-text';
export { useRenderedAhead } from './rendered-ahead';
