// The People operations: an organization's members and invitations.
import { acceptInvitationInput } from "@/lib/schemas/people";
import { inputs, schemas } from "./components";
import { type Operation, answer, gone, org } from "./operation";

export const peopleOperations: Operation[] = [
  {
    method: "get",
    path: `${org}/people`,
    operationId: "listPeople",
    tag: "People",
    summary: "The organization's people and pending invitations (staff)",
    success: answer(schemas.People),
  },
  {
    method: "put",
    path: `${org}/people/{memberId}`,
    operationId: "changeMemberRole",
    tag: "People",
    summary: "Change a member's role (staff)",
    description: "Counts from the member's next request. Becoming an athlete needs an athlete record: invite them as an athlete instead.",
    body: inputs.MemberRoleInput,
    success: answer(schemas.Member),
  },
  {
    method: "delete",
    path: `${org}/people/{memberId}`,
    operationId: "removeMember",
    tag: "People",
    summary: "Remove a member (staff); what they held through it ends with their next request",
    success: gone,
  },
  {
    method: "post",
    path: `${org}/invitations`,
    operationId: "invite",
    tag: "People",
    summary: "Invite a person by e-mail to a role (staff)",
    description:
      "Mails a link valid for 14 days. An athlete may be invited to claim an existing athlete record of the organization (athleteId), journal and all.",
    body: inputs.InvitationInput,
    success: { status: 201, resource: schemas.Invitation, etag: false },
    conflict: true,
  },
  {
    method: "delete",
    path: `${org}/invitations/{invitationId}`,
    operationId: "cancelInvitation",
    tag: "People",
    summary: "Cancel a pending invitation (staff)",
    success: gone,
  },
  {
    method: "get",
    path: "/api/invitations/accept",
    operationId: "lookUpInvitation",
    tag: "People",
    summary: "What an invitation's link is for",
    open: true,
    description: "Needs no key: the token from the link is the secret. 404 once accepted, canceled or expired.",
    query: acceptInvitationInput,
    success: answer(schemas.Invitation),
  },
  {
    method: "post",
    path: "/api/invitations/accept",
    operationId: "acceptInvitation",
    tag: "People",
    summary: "Accept an invitation made out to the signed-in person's e-mail address",
    body: inputs.AcceptInvitationInput,
    success: answer(schemas.InvitationAccepted),
    conflict: true,
  },
];
