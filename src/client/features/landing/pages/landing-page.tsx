import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AboutSection } from '../components/about-section.tsx';
import { AccessRequestDialog } from '../components/access-request-dialog.tsx';
import { ContactSection } from '../components/contact-section.tsx';
import { FeatureCards } from '../components/feature-cards.tsx';
import { LandingFooter } from '../components/landing-footer.tsx';
import { LandingHero } from '../components/landing-hero.tsx';
import { LandingHeader } from '../components/landing-header.tsx';

/** The public landing page at / for visitors (docs/domain.md). */
export default function LandingPage() {
  const [accessDialogOpen, accessDialog] = useDisclosure(false);
  return (
    <Box bg="white" mih="100vh">
      <LandingHeader onRequestAccess={accessDialog.open} />
      <main>
        <LandingHero onExploreFeatures={accessDialog.open} />
        <FeatureCards />
        <AboutSection />
        <ContactSection />
      </main>
      <LandingFooter />
      <AccessRequestDialog opened={accessDialogOpen} onClose={accessDialog.close} />
    </Box>
  );
}
