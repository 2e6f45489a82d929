import { Paper, Table, Title } from '@mantine/core';
import type { SelectedPlan } from '@optolight/domain';
import { formatMoney } from '../../../lib/format';

const kindOf = (plan: SelectedPlan) =>
  plan.plan === 'professional' ? 'Professional' : plan.plan === 'user' ? 'User' : 'Free trial';

/** Order Summary: plan, subtotal, validity, total (docs/product.md#plans-and-payment). */
export function OrderSummary({ plan }: { plan: SelectedPlan }) {
  const rows = [
    ['Plan', `${kindOf(plan)} · ${plan.title}`],
    ['Subtotal', formatMoney(plan.price)],
    ['Validity', `${plan.validity} days`],
    ['Total', formatMoney(plan.price)],
  ] as const;
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="sm" id="order-summary">
        Order Summary
      </Title>
      <Table aria-labelledby="order-summary" data-testid="order-summary">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={label === 'Total' ? 800 : 600}>
                {label}
              </Table.Th>
              <Table.Td fw={label === 'Total' ? 800 : undefined} ta="right">
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
