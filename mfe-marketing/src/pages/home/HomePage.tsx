import { DeferredSections } from '../../features/home/components/DeferredSections';
import { HeroSection } from '../../features/home/components/HeroSection';
import { SolutionsSection } from '../../features/home/components/SolutionsSection';

/** Home: the sections in the spec's order, each under its anchor. */
export default function HomePage() {
  return (
    <>
      <HeroSection />
      <SolutionsSection />
      <DeferredSections />
    </>
  );
}
