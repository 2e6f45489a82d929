/**
 * Mantine's styles for what the entry draws: the sign-in pages, the screen lock, the update prompt
 * and toasts. The whole library's styles (250 KB) come with the signed-in shell
 * (SignedInLayout.tsx); parsing them held up every sign-in page on a slow phone
 * (docs/testing.md#benchmarks).
 *
 * All of Mantine sits in its cascade layer, so the app's own styles win over any of it, whichever
 * arrives first. Inside the layer a later rule wins over an equal one, so these files keep the
 * order they have in Mantine's styles.css (an UnstyledButton's transparent background before a
 * Button's fill), and the whole file, arriving later, repeats every rule in that same order.
 * styles-signed-out.node.test.ts holds the order; `pnpm check:bundle` fails when the entry's code
 * uses a Mantine component whose styles are not here.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/notifications/styles.layer.css';
