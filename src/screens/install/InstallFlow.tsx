import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type ApiErrorShape, toApiErrorShape } from '../../api/api-error.js';
import {
  createProject,
  getLatestTag,
  getServerInfo,
  isPhpServerInfo,
  type ServerInfo,
} from '../../api/install.js';
import { useQuery } from '../../data/use-query.js';
import { useT } from '../../i18n/use-t.js';
import { Stepper } from '../../ui/Stepper.js';
import { registerStyles } from '../../ui/styles.js';
import { DatabaseStep } from './DatabaseStep.js';
import { DoneStep } from './DoneStep.js';
import { InstallingStep } from './InstallingStep.js';
import css from './install.css';
import { installClock } from './install-clock.js';
import { INSTALL_MINIMUM_MS, LATEST_TAG_URL } from './install-constants.js';
import { installErrorMessage, SUPER_ADMIN_DENIED } from './install-errors.js';
import {
  createProjectPayload,
  type DatabaseFields,
  defaultDatabaseFields,
  emptyProjectFields,
  type ProjectFields,
  withDatabaseType,
} from './install-form.js';
import { generateMasterPassword } from './master-password.js';
import { ProjectStep } from './ProjectStep.js';
import { RequirementsStep } from './RequirementsStep.js';
import { availableDatabaseTypes, serverRequirements } from './requirements.js';
import { SuperAdminStep } from './SuperAdminStep.js';
import { WelcomeStep } from './WelcomeStep.js';

registerStyles(css);

/** The six steps of spec 1 §4; the stepper shows the first five (done completes the fifth). */
const STEPS = ['start', 'requirements', 'project', 'database', 'installing', 'done'] as const;
type Step = (typeof STEPS)[number];

const STEPPER_LABELS = ['start', 'requirements', 'project', 'database', 'install'] as const;

export interface InstallResult {
  /** The new project's key. */
  project: string;
  projectName: string;
}

export interface InstallFlowProps {
  /** The server has no project (code 14): a welcome and a generated super-admin password. */
  firstInstall: boolean;
  onInstalled?: (result: InstallResult) => void;
  onFailed?: (error: ApiErrorShape) => void;
  /** What the done step offers next (the route's sign-in button). */
  renderDone?: (result: InstallResult) => ReactNode;
}

/**
 * The install wizard (spec 1 §4, §5, §7, §8) without any page around it: used by the `/install`
 * route and by `<cms-install>`. Whether this is a first install is decided once, when it starts:
 * the project list changes after the install and must not turn the done step into another one.
 */
export function InstallFlow({ firstInstall, onInstalled, onFailed, renderDone }: InstallFlowProps) {
  const { t } = useT();
  const [step, setStep] = useState<Step>('start');
  // Focus follows the step once the user has moved; the first step shown leaves focus alone.
  const moved = useRef(false);
  const go = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  // A first install generates the super-admin password; otherwise the user types the known one.
  // A server with no project can still hold one (its operator set it): then it is asked for too.
  const [askPassword, setAskPassword] = useState(!firstInstall);
  const [generatedPassword] = useState(generateMasterPassword);
  const [typedPassword, setTypedPassword] = useState('');
  const superAdminToken = askPassword ? typedPassword : generatedPassword;

  const [info, setInfo] = useState<ServerInfo | null>(null);
  const [infoBusy, setInfoBusy] = useState(false);
  const [startError, setStartError] = useState<ApiErrorShape | null>(null);

  const [project, setProject] = useState<ProjectFields>(emptyProjectFields);
  const [database, setDatabase] = useState<DatabaseFields>(() => defaultDatabaseFields('mysql'));
  const [installError, setInstallError] = useState<string | null>(null);
  const [result, setResult] = useState<InstallResult | null>(null);

  async function loadInfo(token: string | undefined): Promise<ServerInfo | null> {
    setInfoBusy(true);
    setStartError(null);
    try {
      const loaded = await getServerInfo(token);
      setInfo(loaded);
      // Offer a database the server can use: the first available one unless already chosen.
      const types = availableDatabaseTypes(loaded);
      setDatabase((fields) =>
        types.includes(fields.type) ? fields : withDatabaseType(fields, types[0]),
      );
      return loaded;
    } catch (error) {
      setStartError(toApiErrorShape(error));
      return null;
    } finally {
      setInfoBusy(false);
    }
  }

  // A first install asks the server about itself at once (no token is needed yet): to know
  // whether it already holds a super-admin password.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the wizard starts.
  useEffect(() => {
    if (firstInstall) void loadInfo(undefined).then(askIfTokenSet);
  }, []);

  /** True when the server turned out to hold a password already: then it is asked for. */
  function askIfTokenSet(loaded: ServerInfo | null): boolean {
    if (!loaded || isPhpServerInfo(loaded) || !loaded.super_admin_token_set) return false;
    setAskPassword(true);
    return true;
  }

  // The version check of a v8 PHP server needs the latest published tag; failures are quiet.
  const latestTag =
    useQuery(
      info && isPhpServerInfo(info) ? ['latest-tag', LATEST_TAG_URL] : null,
      (signal) => getLatestTag(LATEST_TAG_URL, signal),
      { staleTime: Number.POSITIVE_INFINITY },
    ).data ?? null;

  const startNext = async () => {
    if (askPassword) {
      // The server checks the password (code 3 when wrong) while it answers.
      if (await loadInfo(typedPassword)) go('requirements');
      return;
    }
    // Welcome: the info fetched at the start, or a new try after it failed.
    const loaded = info ?? (await loadInfo(undefined));
    if (loaded && !askIfTokenSet(loaded)) go('requirements');
  };

  const install = async () => {
    go('installing');
    setInstallError(null);
    const payload = createProjectPayload(
      project,
      database,
      superAdminToken,
      info !== null && !isPhpServerInfo(info),
    );
    const [failure] = await Promise.all([
      createProject(payload).then(
        () => null,
        (error: unknown) => toApiErrorShape(error),
      ),
      installClock.wait(INSTALL_MINIMUM_MS),
    ]);
    if (failure) {
      setInstallError(installErrorMessage(t, failure));
      go('database');
      onFailed?.(failure);
      return;
    }
    const done = { project: payload.project, projectName: payload.project_name };
    setResult(done);
    go('done');
    onInstalled?.(done);
  };

  const index = STEPS.indexOf(step);
  const focusHeading = moved.current;

  return (
    <div className="cms-install">
      <Stepper
        label={t('install.progress')}
        steps={STEPPER_LABELS.map((name) => t(`install.steps.${name}`))}
        current={Math.min(index, STEPPER_LABELS.length - 1)}
        finished={step === 'done'}
        completedLabel={t('install.step_completed')}
      />
      {step === 'start' && !askPassword ? (
        <WelcomeStep
          focusHeading={focusHeading}
          busy={infoBusy}
          error={startError ? installErrorMessage(t, startError) : null}
          onNext={() => void startNext()}
        />
      ) : null}
      {step === 'start' && askPassword ? (
        <SuperAdminStep
          focusHeading={focusHeading}
          noProjectYet={firstInstall}
          password={typedPassword}
          onPasswordChange={(password) => {
            setTypedPassword(password);
            setStartError(null);
          }}
          busy={infoBusy}
          error={startError ? installErrorMessage(t, startError) : null}
          refused={startError?.code === SUPER_ADMIN_DENIED}
          onSubmit={() => void startNext()}
        />
      ) : null}
      {step === 'requirements' && info ? (
        <RequirementsStep
          focusHeading={focusHeading}
          requirements={serverRequirements(info, latestTag)}
          onBack={() => go('start')}
          onNext={() => go('project')}
        />
      ) : null}
      {step === 'project' ? (
        <ProjectStep
          focusHeading={focusHeading}
          fields={project}
          onChange={setProject}
          onBack={() => go('requirements')}
          onNext={() => go('database')}
        />
      ) : null}
      {step === 'database' ? (
        <DatabaseStep
          focusHeading={focusHeading}
          fields={database}
          types={info ? availableDatabaseTypes(info) : ['mysql']}
          projectKey={project.projectKey}
          installError={installError}
          onChange={setDatabase}
          onBack={() => go('project')}
          onInstall={() => void install()}
        />
      ) : null}
      {step === 'installing' ? (
        <InstallingStep focusHeading={focusHeading} projectName={project.projectName.trim()} />
      ) : null}
      {step === 'done' && result ? (
        <DoneStep
          focusHeading={focusHeading}
          projectName={result.projectName}
          superAdminPassword={askPassword ? null : generatedPassword}
        >
          {renderDone?.(result)}
        </DoneStep>
      ) : null}
    </div>
  );
}
