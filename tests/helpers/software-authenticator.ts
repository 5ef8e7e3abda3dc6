import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

/*
 * A passkey authenticator in software, for tests that drive WebAuthn registration and sign-in
 * without a browser: it makes an ES256 key pair per credential and answers as a browser would
 * (the JSON of @simplewebauthn/browser's startRegistration and startAuthentication), with "none"
 * attestation, user presence and user verification. Each answer can be bent to test refusals.
 */

type CborValue = number | string | Uint8Array | Map<CborValue, CborValue>;

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65536) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(length, 1);
  return head;
}

/** The little CBOR WebAuthn needs: integers, text, bytes and maps. */
function cbor(value: CborValue): Buffer {
  if (typeof value === "number") return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([cborHead(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), Buffer.from(value)]);
  return Buffer.concat([cborHead(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

export type SoftwareCredential = { id: string; privateKey: KeyObject; publicKeyCose: Buffer; userHandle: string; counter: number };

type ClientDataOverrides = { origin?: string; type?: string; challenge?: string };
type AnswerOptions = ClientDataOverrides & { rpId?: string; userVerified?: boolean; counter?: number };

export function createSoftwareAuthenticator(defaults: { origin: string; rpId: string }) {
  const clientData = (type: string, challenge: string, overrides: ClientDataOverrides) =>
    Buffer.from(JSON.stringify({ type: overrides.type ?? type, challenge: overrides.challenge ?? challenge, origin: overrides.origin ?? defaults.origin, crossOrigin: false }));
  const flags = (userVerified: boolean) => FLAG_USER_PRESENT | (userVerified ? FLAG_USER_VERIFIED : 0);
  const rpIdHash = (rpId: string) => createHash("sha256").update(rpId).digest();
  const counterBytes = (counter: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(counter);
    return bytes;
  };

  return {
    /** Creates a credential for the options of generateRegistrationOptions(); returns the browser's answer and the credential. */
    register(options: { challenge: string; user: { id: string } }, answer: AnswerOptions = {}) {
      const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
      const jwk = publicKey.export({ format: "jwk" });
      const publicKeyCose = cbor(
        new Map<CborValue, CborValue>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, "base64url")],
          [-3, Buffer.from(jwk.y!, "base64url")],
        ]),
      );
      const credentialId = randomBytes(32);
      const counter = answer.counter ?? 0;
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        rpIdHash(answer.rpId ?? defaults.rpId),
        Buffer.from([flags(answer.userVerified ?? true) | FLAG_ATTESTED_DATA]),
        counterBytes(counter),
        Buffer.alloc(16),
        length,
        credentialId,
        publicKeyCose,
      ]);
      const attestationObject = cbor(new Map<CborValue, CborValue>([["fmt", "none"], ["attStmt", new Map()], ["authData", authData]]));
      const id = credentialId.toString("base64url");
      const credential: SoftwareCredential = { id, privateKey, publicKeyCose, userHandle: options.user.id, counter };
      const response = {
        id,
        rawId: id,
        type: "public-key",
        response: {
          clientDataJSON: clientData("webauthn.create", options.challenge, answer).toString("base64url"),
          attestationObject: attestationObject.toString("base64url"),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
      return { response, credential };
    },

    /** Signs the challenge of generateAuthenticationOptions() with the credential, its counter one up unless told. */
    authenticate(credential: SoftwareCredential, options: { challenge: string }, answer: AnswerOptions & { userHandle?: string | null } = {}) {
      credential.counter = answer.counter ?? (credential.counter === 0 ? 0 : credential.counter + 1);
      const authData = Buffer.concat([rpIdHash(answer.rpId ?? defaults.rpId), Buffer.from([flags(answer.userVerified ?? true)]), counterBytes(credential.counter)]);
      const clientDataJSON = clientData("webauthn.get", options.challenge, answer);
      const signature = sign("sha256", Buffer.concat([authData, createHash("sha256").update(clientDataJSON).digest()]), credential.privateKey);
      const userHandle = answer.userHandle === undefined ? credential.userHandle : answer.userHandle;
      return {
        id: credential.id,
        rawId: credential.id,
        type: "public-key",
        response: {
          clientDataJSON: clientDataJSON.toString("base64url"),
          authenticatorData: authData.toString("base64url"),
          signature: signature.toString("base64url"),
          ...(userHandle === null ? {} : { userHandle }),
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}
