// An interactive form that writes a client configuration string; the server-rendered page shows the default string.
import {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeBlock from '@theme/CodeBlock';
import {
  authKinds,
  buildConfigString,
  DEFAULT_AUTO_FLUSH_INTERVAL_MS,
  DEFAULT_INPUT,
  defaultAutoFlushRows,
  TRANSPORTS,
  usesTls,
  withTransport,
  type AuthKind,
  type BuilderInput,
  type Field,
  type Problem,
  type ProtocolVersionChoice,
  type Transport,
} from './build';
import styles from './styles.module.css';

interface Props {
  readonly className?: string;
}

const TRANSPORT_LABELS: Record<Transport, string> = {
  http: 'http (ILP over HTTP)',
  https: 'https (HTTP with TLS)',
  tcp: 'tcp (ILP over TCP)',
  tcps: 'tcps (TCP with TLS)',
};

const AUTH_LABELS: Record<AuthKind, string> = {
  none: 'No login',
  basic: 'User name and password (HTTP basic)',
  token: 'Token (HTTP bearer)',
  ecdsa: 'ECDSA key (TCP)',
};

const VERSION_LABELS: Record<ProtocolVersionChoice, string> = {
  auto: 'auto (default)',
  '1': '1 (text, QuestDB 8.3)',
  '2': '2 (binary, QuestDB 9.0+)',
};

type TextField = Exclude<Field, 'transport' | 'auth' | 'tlsVerify' | 'autoFlush' | 'protocolVersion'>;

interface TextInputProps {
  readonly field: TextField;
  readonly label: string;
  readonly hint?: string;
  readonly form: BuilderInput;
  readonly problems: readonly Problem[];
  readonly disabled: boolean;
  readonly onChange: (field: TextField, value: string) => void;
  readonly numeric?: boolean;
}

function Messages({id, problems}: {readonly id: string; readonly problems: readonly Problem[]}): ReactNode {
  if (problems.length === 0) return null;
  return (
    <ul id={id} className={styles.messages}>
      {problems.map((p) => (
        <li key={p.message} className={p.severity === 'error' ? styles.error : styles.warning}>
          {p.message}
        </li>
      ))}
    </ul>
  );
}

function TextInput({field, label, hint, form, problems, disabled, onChange, numeric}: TextInputProps): ReactNode {
  const id = useId();
  const own = problems.filter((p) => p.field === field);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode={numeric ? 'numeric' : undefined}
        spellCheck={false}
        autoComplete="off"
        value={form[field]}
        placeholder={hint}
        disabled={disabled}
        aria-invalid={own.some((p) => p.severity === 'error')}
        aria-describedby={own.length > 0 ? `${id}-messages` : undefined}
        onChange={(event) => onChange(field, event.target.value)}
      />
      <Messages id={`${id}-messages`} problems={own} />
    </div>
  );
}

export default function ConfigStringBuilder({className}: Props): ReactNode {
  const [form, setForm] = useState<BuilderInput>(DEFAULT_INPUT);
  // Until React runs, the controls cannot react: show them disabled next to the default string.
  const disabled = !useIsBrowser();
  const id = useId();
  const {conf, problems} = buildConfigString(form);
  const setText = (field: TextField, value: string) => setForm((f) => ({...f, [field]: value}));
  const textProps = {form, problems, disabled, onChange: setText};
  const problemsOf = (field: Field) => problems.filter((p) => p.field === field);
  const isTcp = form.transport === 'tcp' || form.transport === 'tcps';

  return (
    <div className={clsx(styles.builder, className)}>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-label="Configuration string builder">
        <fieldset className={styles.group}>
          <legend>Server</legend>
          <div className={styles.field}>
            <label htmlFor={`${id}-transport`}>Transport</label>
            <select
              id={`${id}-transport`}
              value={form.transport}
              disabled={disabled}
              onChange={(event) => setForm((f) => withTransport(f, event.target.value as Transport))}>
              {TRANSPORTS.map((t) => (
                <option key={t} value={t}>
                  {TRANSPORT_LABELS[t]}
                </option>
              ))}
            </select>
          </div>
          <TextInput field="host" label="Host" {...textProps} />
          <TextInput field="port" label="Port" numeric {...textProps} />
        </fieldset>

        <fieldset className={styles.group}>
          <legend>Login</legend>
          <div className={styles.field}>
            <label htmlFor={`${id}-auth`}>Kind</label>
            <select
              id={`${id}-auth`}
              value={form.auth}
              disabled={disabled}
              onChange={(event) => setForm((f) => ({...f, auth: event.target.value as AuthKind}))}>
              {authKinds(form.transport).map((kind) => (
                <option key={kind} value={kind}>
                  {AUTH_LABELS[kind]}
                </option>
              ))}
            </select>
            <Messages id={`${id}-auth-messages`} problems={problemsOf('auth')} />
          </div>
          {form.auth === 'basic' && (
            <>
              <TextInput field="username" label="User name (username)" {...textProps} />
              <TextInput field="password" label="Password (password)" {...textProps} />
            </>
          )}
          {form.auth === 'token' && <TextInput field="token" label="Token (token)" {...textProps} />}
          {form.auth === 'ecdsa' && (
            <>
              <TextInput field="username" label="Key id (username)" {...textProps} />
              <TextInput field="token" label="Private key d (token)" {...textProps} />
              <TextInput field="tokenX" label="Public key x (token_x, optional)" {...textProps} />
              <TextInput field="tokenY" label="Public key y (token_y, optional)" {...textProps} />
            </>
          )}
        </fieldset>

        <fieldset className={styles.group}>
          <legend>Sending</legend>
          {usesTls(form.transport) && (
            <div className={styles.field}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={form.tlsVerify}
                  disabled={disabled}
                  onChange={(event) => setForm((f) => ({...f, tlsVerify: event.target.checked}))}
                />
                Verify the server certificate
              </label>
              <Messages id={`${id}-tls-messages`} problems={problemsOf('tlsVerify')} />
            </div>
          )}
          <div className={styles.field}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={form.autoFlush}
                disabled={disabled}
                onChange={(event) => setForm((f) => ({...f, autoFlush: event.target.checked}))}
              />
              Auto-flush
            </label>
            <Messages id={`${id}-flush-messages`} problems={problemsOf('autoFlush')} />
          </div>
          {form.autoFlush && (
            <>
              <TextInput
                field="autoFlushRows"
                label="Rows per flush (auto_flush_rows)"
                hint={`client default: ${defaultAutoFlushRows(form.transport)}${isTcp ? ' where supported' : ''}`}
                numeric
                {...textProps}
              />
              <TextInput
                field="autoFlushInterval"
                label="Flush interval in ms (auto_flush_interval)"
                hint={`client default: ${DEFAULT_AUTO_FLUSH_INTERVAL_MS}`}
                numeric
                {...textProps}
              />
            </>
          )}
          <div className={styles.field}>
            <label htmlFor={`${id}-version`}>Protocol version</label>
            <select
              id={`${id}-version`}
              value={form.protocolVersion}
              disabled={disabled}
              onChange={(event) => setForm((f) => ({...f, protocolVersion: event.target.value as ProtocolVersionChoice}))}>
              {(Object.keys(VERSION_LABELS) as ProtocolVersionChoice[]).map((v) => (
                <option key={v} value={v}>
                  {VERSION_LABELS[v]}
                </option>
              ))}
            </select>
            <Messages id={`${id}-version-messages`} problems={problemsOf('protocolVersion')} />
          </div>
        </fieldset>
      </form>

      <div className={styles.output} aria-live="polite">
        {conf !== null ? (
          <CodeBlock language="text" title="Configuration string">
            {conf}
          </CodeBlock>
        ) : (
          <p className={styles.invalid}>
            No string yet: fix the {problems.filter((p) => p.severity === 'error').length === 1 ? 'field' : 'fields'} marked above.
          </p>
        )}
      </div>
    </div>
  );
}
