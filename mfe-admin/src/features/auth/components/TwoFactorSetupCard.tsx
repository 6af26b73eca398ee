import { TWO_FACTOR_MESSAGES as M, type SignInChallenge } from '@pdpl/contracts';
import { ApiError, confirmTwoFactorSetup, startTwoFactorSetup, useAuth } from '@pdpl/platform';
import { Button, Card, notify, Text } from '@pdpl/ui';
import { useState } from 'react';
import { RecoveryCodes } from './RecoveryCodes';
import { SecondFactorForm } from './SecondFactorForm';

type Step = { at: 'start' } | { at: 'enroll'; challenge: SignInChallenge } | { at: 'codes'; codes: string[] } | { at: 'on' };

/** A signed-in staff member adds an authenticator app to their account (where it is not already required). */
export function TwoFactorSetupCard() {
  const { user } = useAuth();
  const [step, setStep] = useState<Step>({ at: 'start' });
  if (!user) return null;

  const start = async () => {
    try {
      setStep({ at: 'enroll', challenge: { step: 'enroll', ...(await startTwoFactorSetup()) } });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setStep({ at: 'on' });
      else notify({ type: 'error', title: M.title, description: (err as Error).message });
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="two-factor-title" maxW="xl" mx="auto" mt="8">
      <Card.Header>
        <Card.Title as="h2" id="two-factor-title">
          {M.title}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {step.at === 'start' && (
          <>
            <Text mb="4">Protect your account with a code from an authenticator app each time you sign in.</Text>
            <Button colorPalette="brand" onClick={start}>
              Set up two-factor authentication
            </Button>
          </>
        )}
        {step.at === 'enroll' && (
          <SecondFactorForm
            challenge={step.challenge}
            submit={async (input) => ({ user, recoveryCodes: await confirmTwoFactorSetup(input) })}
            onDone={({ recoveryCodes }) => setStep({ at: 'codes', codes: recoveryCodes ?? [] })}
            onRestart={() => setStep({ at: 'start' })}
          />
        )}
        {step.at === 'codes' && <RecoveryCodes codes={step.codes} onDone={() => setStep({ at: 'on' })} />}
        {step.at === 'on' && <Text>Two-factor authentication is on for this account.</Text>}
      </Card.Body>
    </Card.Root>
  );
}
