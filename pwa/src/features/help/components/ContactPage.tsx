import { Anchor, Grid, Image, Paper, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { PageTitle } from '../../../components/PageTitle';

/** Support address: set VITE_SUPPORT_EMAIL at build time for a deployment's own mailbox. */
const supportEmail: string =
  (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) ?? 'support@optolight.app';

/** /contact: the support mail link and an image (docs/product.md#help-pages). */
export function ContactPage() {
  return (
    <Stack maw={980}>
      <PageTitle>Contact Us</PageTitle>
      <Paper withBorder p="lg" radius="md">
        <Grid align="center">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Stack>
              <Text>
                Questions about your account, a plan or the exercises, or something that does not
                work as it should? Write to us and we will answer within one working day.
              </Text>
              <Anchor href={`mailto:${supportEmail}`} fw={700} size="lg">
                <IconMail
                  size={20}
                  aria-hidden
                  style={{ verticalAlign: 'middle', marginRight: 6 }}
                />
                {supportEmail}
              </Anchor>
              <Text size="sm">Please never send patient details by email.</Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Image src="/help/contact.svg" alt="" maw={420} mx="auto" />
          </Grid.Col>
        </Grid>
      </Paper>
    </Stack>
  );
}
