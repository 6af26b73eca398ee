import { Container, Heading, Text } from '@chakra-ui/react';

/** What a staff page shows a signed-in user whose role does not open it (RequireRole's `denied`, in every remote). */
export function NotAllowed({ email }: { email: string }) {
  return (
    <Container maxW="xl" py="16" textAlign="center">
      <Heading as="h1" size="2xl" mb="3">
        Not allowed
      </Heading>
      <Text>Your account ({email}) does not have access to this page. Ask an administrator if you need it.</Text>
    </Container>
  );
}
