import "server-only";
import type { AddressInput } from "@/lib/schemas/addresses";
import { type AddressRow, insertAddress } from "./address-repository";

/** Operation 2 (a hot path). The organization is the path's, checked before. */
export function createAddress(input: AddressInput): Promise<AddressRow> {
  return insertAddress(input);
}
