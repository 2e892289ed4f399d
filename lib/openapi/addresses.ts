// The Addresses operations: postal addresses of organizations.
import { listQuery } from "@/lib/schemas/common";
import { inputs, schemas } from "./components";
import { type Operation, gone, made, many, ok, org } from "./operation";

export const addressOperations: Operation[] = [
  {
    method: "post",
    path: `${org}/addresses`,
    operationId: "createAddress",
    tag: "Addresses",
    summary: "Create an address (operation 2)",
    description: "The body's organizationId must equal the path's; state must fit country.",
    body: inputs.AddressInput,
    success: made(schemas.Address),
  },
  {
    method: "get",
    path: `${org}/addresses`,
    operationId: "listAddresses",
    tag: "Addresses",
    summary: "List addresses, newest first",
    query: listQuery,
    success: many(schemas.Address),
  },
  {
    method: "get",
    path: `${org}/addresses/{addressId}`,
    operationId: "getAddress",
    tag: "Addresses",
    summary: "Read an address",
    success: ok(schemas.Address),
  },
  {
    method: "put",
    path: `${org}/addresses/{addressId}`,
    operationId: "replaceAddress",
    tag: "Addresses",
    summary: "Replace an address",
    body: inputs.AddressInput,
    success: ok(schemas.Address),
  },
  {
    method: "delete",
    path: `${org}/addresses/{addressId}`,
    operationId: "deleteAddress",
    tag: "Addresses",
    summary: "Delete an address",
    success: gone,
  },
];
