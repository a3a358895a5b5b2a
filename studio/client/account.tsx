/**
 * Studio only: who is signed in, and the admins' account pane. Under the studio server (`npm run
 * studio`) the page asks `/__studio/api/me` who it is and shows only what that role may do (the
 * server refuses the rest anyway); under `npm start` there is no sign-in, nothing is asked, and none
 * of this shows.
 */
import { useEffect, useState, type FormEvent } from "react";
import { API, STUDIO_PATH } from "../core/addresses.ts";
import { allows, ROLE_NAMES, ROLES, type Role } from "../core/roles.ts";
import { ON_STUDIO_SERVER } from "./live.ts";
import "./account.css";

export interface Me {
  name: string;
  role: Role;
  email?: string;
}

/** The signed-in person; undefined while asking, and for good under the dev server (no sign-in there). */
export function useMe(): Me | undefined {
  const [me, setMe] = useState<Me>();
  useEffect(() => {
    if (!ON_STUDIO_SERVER) return;
    let live = true;
    fetch(`${API}/me`)
      .then((res) => (res.ok ? (res.json() as Promise<Me>) : undefined))
      .then((found) => live && found && setMe(found))
      .catch(() => undefined);
    return () => void (live = false);
  }, []);
  return me;
}

/** The top bar's part: the person, sign-out, and for admins the account pane. */
export function AccountMenu({ me }: { me: Me | undefined }) {
  const [open, setOpen] = useState(false);
  if (!me) return null;
  return (
    <div className="account-menu">
      <span className="who" data-testid="signed-in-as">
        {me.name} · {ROLE_NAMES[me.role]}
      </span>
      {allows(me.role, "admin") && (
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          계정 관리
        </button>
      )}
      <form method="post" action={`${STUDIO_PATH}/logout`}>
        <button type="submit">로그아웃</button>
      </form>
      <form method="post" action={`${STUDIO_PATH}/logout-all`}>
        <button type="submit">모든 기기에서 로그아웃</button>
      </form>
      {open && <AccountsPane me={me} close={() => setOpen(false)} />}
    </div>
  );
}

interface Listed {
  name: string;
  role: Role;
  created: string;
}

async function call(path: string, method: string, body?: object): Promise<{ accounts?: Listed[]; error?: string }> {
  const res = await fetch(`${API}/accounts${path}`, {
    method,
    headers: body ? { "content-type": "application/json" } : {},
    body: body && JSON.stringify(body),
  });
  return (await res.json()) as { accounts?: Listed[]; error?: string };
}

function RoleSelect({ value, onChange, label }: { value: Role; onChange: (role: Role) => void; label: string }) {
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value as Role)}>
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_NAMES[role]}
        </option>
      ))}
    </select>
  );
}

/** Admins: every account with its role, a new password, removal, and a form to add one. */
function AccountsPane({ me, close }: { me: Me; close: () => void }) {
  const [accounts, setAccounts] = useState<Listed[]>([]);
  const [message, setMessage] = useState("");
  const [adding, setAdding] = useState({ name: "", role: "editor" as Role, password: "" });
  const [passwords, setPasswords] = useState<Record<string, string>>({});

  const apply = async (done: string, request: Promise<{ accounts?: Listed[]; error?: string }>) => {
    const answer = await request.catch(() => ({ error: "서버에 연결하지 못했습니다. 잠시 뒤 다시 해 주세요.", accounts: undefined }));
    if (answer.accounts) setAccounts(answer.accounts);
    setMessage(answer.error ?? done);
    return !answer.error;
  };
  useEffect(() => void apply("", call("", "GET")), []);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (await apply(`${adding.name} 계정을 만들었습니다.`, call("", "POST", adding))) setAdding({ name: "", role: "editor", password: "" });
  };

  return (
    <section className="accounts-pane" role="dialog" aria-labelledby="accounts-title">
      <header>
        <h2 id="accounts-title">계정 관리</h2>
        <button type="button" onClick={close}>
          닫기
        </button>
      </header>
      <p role="status" className="message">
        {message}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">아이디</th>
            <th scope="col">역할</th>
            <th scope="col">새 비밀번호</th>
            <th scope="col">
              <span className="visually-hidden">지우기</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.name} data-account={account.name}>
              <th scope="row">
                {account.name}
                {account.name === me.name && " (나)"}
              </th>
              <td>
                <RoleSelect
                  label={`${account.name}의 역할`}
                  value={account.role}
                  onChange={(role) => void apply(`${account.name} 계정을 ${ROLE_NAMES[role]}로 바꿨습니다.`, call(`/${encodeURIComponent(account.name)}`, "PATCH", { role }))}
                />
              </td>
              <td>
                <form
                  onSubmit={(e) => {
                    e.preventDefault();
                    const password = passwords[account.name] ?? "";
                    void apply(`${account.name} 계정의 비밀번호를 바꿨습니다. 그 계정의 다른 로그인은 끝났습니다.`, call(`/${encodeURIComponent(account.name)}`, "PATCH", { password })).then(
                      (ok) => ok && setPasswords({ ...passwords, [account.name]: "" }),
                    );
                  }}
                >
                  <input type="password" autoComplete="new-password" aria-label={`${account.name}의 새 비밀번호`} value={passwords[account.name] ?? ""} onChange={(e) => setPasswords({ ...passwords, [account.name]: e.target.value })} />
                  <button type="submit">바꾸기</button>
                </form>
              </td>
              <td>
                <button
                  type="button"
                  onClick={() => window.confirm(`${account.name} 계정을 지울까요?`) && void apply(`${account.name} 계정을 지웠습니다.`, call(`/${encodeURIComponent(account.name)}`, "DELETE"))}
                >
                  지우기
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form className="add-account" onSubmit={(e) => void add(e)}>
        <h3>새 계정</h3>
        <label>
          아이디
          <input value={adding.name} autoComplete="off" onChange={(e) => setAdding({ ...adding, name: e.target.value })} required />
        </label>
        <label>
          역할
          <RoleSelect label="새 계정의 역할" value={adding.role} onChange={(role) => setAdding({ ...adding, role })} />
        </label>
        <label>
          비밀번호
          <input type="password" autoComplete="new-password" value={adding.password} onChange={(e) => setAdding({ ...adding, password: e.target.value })} required />
        </label>
        <button type="submit">계정 만들기</button>
      </form>
    </section>
  );
}
