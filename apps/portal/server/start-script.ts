import { createHash } from 'node:crypto';
import { apiBasePath, endpoints } from '@forecourt/contract';
import { languageStorageKey, languages } from '../src/i18n/language.ts';
import { earlyListSuffix } from '../src/screens/register/early-pick.ts';

/** The page whose form cannot be used before the dealer groups arrive (route /register/$type). */
export const dealerGroupPagePath = '/register/dealer-group';

/** The page's list of files to link once the takeover's own have arrived (server/prerender.ts). */
export const afterTakeoverMeta = 'forecourt:after-takeover';

/**
 * The one inline script of every page, first in its head after the configuration's preload
 * (server/prerender.ts). Eight jobs before any module has loaded:
 *
 * - The configuration. It asks for `/config.json` at once (taking the preload's reply) and leaves
 *   the reply (a promise of the Response) in `window.__forecourtConfig`, which start-up reads
 *   instead of asking again (src/config/boot-config.ts). It reads a copy itself and picks the
 *   environment as start-up does (`bootEnvironmentName`), for the last three jobs.
 * - The language. It chooses as src/i18n/language.ts does (the stored choice, else the first of
 *   the browser's languages the portal has, else English), sets `<html lang>`, leaves the choice
 *   in `window.__forecourtLanguage` for start-up, and links that one catalogue as a preload, so
 *   only the chosen catalogue is fetched and it starts as early as a static link would.
 * - Early clicks. The app's modules download alongside the page (the page links them), so a
 *   person may click before the app can answer: this records the name of every
 *   `[data-early-click]` element clicked (the captcha's space, while it is not ready) in
 *   `window.__forecourtEarlyClicks`, and the component takes the click back once it is ready
 *   (src/app/carry-input.ts). Text typed before then is taken over with the fields. A click is
 *   a press and a release, and the space's content is swapped when it becomes ready (the
 *   loading text for the stand-in): pressed on the old content and released on the new, the
 *   browser sends no click at all, so this clicks the space itself then (which the component
 *   takes as a click on it, src/components/captcha-slot.tsx). A release outside the space
 *   stays a cancelled click.
 * - No plain form submission. Every form of the portal is sent by its code, never by the
 *   browser: a press on an enabled button (or Enter) before the code runs would otherwise reload
 *   the page, lose what was typed and put the fields (ID number, e-mail, mobile) in the address.
 *   A press on a form still waiting for its code (`[data-early-submit]`) is recorded as
 *   "submit" in the same list, after any click made before it, and the form carries it out once
 *   it is ready (src/app/early-submit.ts). The portal's own submit handlers run as before.
 * - Early enabling. A first step's button is disabled until its fields are filled and its
 *   captcha resolved (SIGNIN-4, SIGNIN-ADMIN-2, IDLOGIN-3, RECOVER-USERNAME-3, RECOVER-PASSWORD-3,
 *   REG-CUSTOMER-2, REG-GROUP-4), and nothing would enable it before the code runs: a person
 *   who had done everything would press a dead button. A waiting form's `data-enable-when`
 *   (src/app/early-enable.ts) says what it needs: field names that must hold more than blanks,
 *   alternatives joined by `|`, and `@captcha`, a click on the captcha's space, which counts
 *   only where the environment has the development stand-in (a click resolves it, PRODUCT-4; the
 *   real widget takes its own). On every input, click and the configuration's arrival the
 *   form's submit button is enabled or disabled by that rule (aria-disabled: it stays in the Tab
 *   order, and the hint its aria-describedby names shows while it waits, GUIDE-15); the press is
 *   then kept as above, and a press on a button still waiting is no press.
 * - The services once the entry has arrived. A page with a form needs the services chunk for its
 *   first call, not for the takeover: linked with the page, it took bandwidth from the
 *   takeover's files; asked for by the entry, it started only once the framework had been
 *   compiled and the entry run; asked for once every takeover file had arrived, the link stood
 *   idle for a round trip before its first byte. The page names its files in
 *   `<meta name="forecourt:after-takeover">`; this links them (as module preloads, which
 *   start-up's import then takes) as soon as Resource Timing has an entry for the page's entry
 *   script: the request then goes out while the framework, the largest file, is still
 *   arriving, and its bytes follow the framework's instead of a round trip after them.
 * - The dealer groups, on the dealer-group registration page only: its form is of no use before
 *   the list arrives, and the API client exists only once the services chunk has run, well after
 *   the takeover on a slow phone. As soon as the environment is picked, this asks for
 *   `allDealerGroups` with the client's headers and leaves the reply in
 *   `window.__forecourtDealerGroups`; the client's first request for the list takes it
 *   (src/services/early-dealer-groups.ts). Any failure here only means the client asks itself.
 * - Early picks, on the same page. Its first field is the dealer group, chosen from that list,
 *   and the picker's code (downshift) loads after the page: until it takes the field's place the
 *   field is a plain box (`[data-early-pick]`, announced as a collapsed combobox). Once the list
 *   has arrived, this shows the groups whose name holds what was typed in a listbox under the box
 *   (outside the page's root, so React's takeover never meets it), worked by mouse or by the
 *   keyboard as the picker is (arrows, Enter, Escape), and keeps a choice in
 *   `window.__forecourtEarlyPicks` by field name until the person types over it; the picker takes
 *   it as the field's value when the page is taken over or rendered afresh
 *   (src/screens/register/progressive-autocomplete.tsx). For early enabling,
 *   such a field counts as filled only while it shows the name chosen, never for typed text.
 *
 * Kept constant so its hash can stand in the Content-Security-Policy.
 */
export const startScript = [
  '(function(){var config=window.__forecourtConfig=fetch("/config.json",{headers:{Accept:"application/json"}}),standIn=false;',
  'config.catch(function(){});',
  'var clicks=window.__forecourtEarlyClicks=[];',
  'var picks=window.__forecourtEarlyPicks={},groups=null,active=null,list=null,shown=[],cursor=-1;',
  'function enable(){var forms=document.querySelectorAll("form[data-early-submit][data-enable-when]"),i,j,form,ready,buttons,hint;',
  'for(i=0;i<forms.length;i++){form=forms[i];',
  'ready=form.getAttribute("data-enable-when").split(" ").every(function(need){return need.split("|").some(function(name){',
  'if(name==="@captcha")return standIn&&clicks.indexOf("captcha")>=0;',
  'var field=form.elements.namedItem(name);if(!field||typeof field.value!=="string")return false;',
  'if(field.closest&&field.closest("[data-early-pick]"))return!!picks[name]&&picks[name].name===field.value;',
  'return field.value.trim()!==""})});',
  'buttons=form.querySelectorAll("button[type=submit]");for(j=0;j<buttons.length;j++){',
  'if(ready)buttons[j].removeAttribute("aria-disabled");else buttons[j].setAttribute("aria-disabled","true");',
  'buttons[j].setAttribute("data-state",ready?"idle":"disabled");',
  'hint=document.getElementById(buttons[j].getAttribute("aria-describedby")||"");',
  'if(hint)hint.hidden=ready}}}',
  'document.addEventListener("input",enable,true);',
  'document.addEventListener("click",function(event){',
  'var target=event.target,early=target&&target.closest&&target.closest("[data-early-click]");',
  'if(early){clicks.push(early.getAttribute("data-early-click"));enable()}},true);',
  'var pressed=null;',
  'document.addEventListener("mousedown",function(event){',
  'var target=event.target,space=target&&target.closest&&target.closest("[data-early-click]");',
  'pressed=space?{target:target,space:space}:null},true);',
  'document.addEventListener("mouseup",function(event){var press=pressed;pressed=null;',
  'if(press&&!press.target.isConnected&&press.space.isConnected&&press.space.contains(event.target))press.space.click()},true);',
  'function pickField(target){return target&&target.tagName==="INPUT"&&target.closest("[data-early-pick]")?target:null}',
  'function closeList(){if(list&&list.parentNode)list.parentNode.removeChild(list);list=null;shown=[];cursor=-1;',
  'if(active){active.setAttribute("aria-expanded","false");active.removeAttribute("aria-controls");',
  'active.removeAttribute("aria-activedescendant")}}',
  'function showList(input){var text=input.value.trim().toLowerCase(),box,look,k,item,label;closeList();active=input;',
  'if(!groups||!text||!input.isConnected)return;',
  'shown=groups.filter(function(group){return group.dealerGroupName.toLowerCase().indexOf(text)>=0});if(!shown.length)return;',
  `list=document.createElement("ul");list.id=input.id+${JSON.stringify(earlyListSuffix)};list.setAttribute("role","listbox");`,
  'label=input.labels&&input.labels[0];if(label)list.setAttribute("aria-label",label.textContent);',
  'box=input.getBoundingClientRect();list.style.position="absolute";list.style.zIndex="10";',
  'list.style.left=box.left+(window.scrollX||0)+"px";list.style.top=box.bottom+(window.scrollY||0)+"px";list.style.width=box.width+"px";',
  'list.style.margin="0";list.style.padding="4px 0";list.style.listStyle="none";list.style.background="#fff";list.style.color="#1a1a1a";',
  'list.style.border="1px solid #6b6b6b";list.style.borderRadius="4px";list.style.boxSizing="border-box";',
  'look=window.getComputedStyle?window.getComputedStyle(input):null;if(look){list.style.fontFamily=look.fontFamily;list.style.fontSize=look.fontSize}',
  'for(k=0;k<shown.length;k++){item=document.createElement("li");item.id=list.id+"-"+k;item.setAttribute("role","option");',
  'item.setAttribute("aria-selected","false");item.setAttribute("data-index",String(k));item.textContent=shown[k].dealerGroupName;',
  'item.style.padding="8px 12px";item.style.cursor="pointer";list.appendChild(item)}',
  'document.body.appendChild(list);input.setAttribute("aria-controls",list.id);input.setAttribute("aria-expanded","true")}',
  'function move(to){var items=list.children,k;cursor=(to+items.length)%items.length;for(k=0;k<items.length;k++){',
  'items[k].setAttribute("aria-selected",k===cursor?"true":"false");items[k].style.background=k===cursor?"#dce8f7":""}',
  'active.setAttribute("aria-activedescendant",items[cursor].id)}',
  'function choose(k){var input=active,group=shown[k];if(!input||!group||!input.isConnected)return closeList();input.value=group.dealerGroupName;',
  'picks[input.name]={id:group.mqDealerGroupId,name:group.dealerGroupName};closeList();enable()}',
  'document.addEventListener("input",function(event){var field=pickField(event.target),pick;if(!field)return;',
  'pick=picks[field.name];if(pick&&pick.name!==field.value)delete picks[field.name];showList(field)},true);',
  'document.addEventListener("keydown",function(event){var field=pickField(event.target),key=event.key;if(!field)return;',
  'if(key==="ArrowDown"||key==="ArrowUp"){if(!list||active!==field)showList(field);if(list){event.preventDefault();move(key==="ArrowDown"?cursor+1:cursor<0?-1:cursor-1)}}',
  'else if(key==="Enter"&&list&&cursor>=0){event.preventDefault();choose(cursor)}',
  'else if(key==="Escape"&&list){event.preventDefault();closeList()}},true);',
  'document.addEventListener("focusout",function(event){if(pickField(event.target)){closeList();active=null}},true);',
  'document.addEventListener("mousedown",function(event){if(list&&list.contains(event.target))event.preventDefault()},true);',
  'document.addEventListener("click",function(event){var option=list&&list.contains(event.target)&&event.target.closest("[role=option]");',
  'if(option)choose(Number(option.getAttribute("data-index")))},true);',
  'try{new PerformanceObserver(function(list,observer){var meta,links,k,files,added,done=performance.getEntriesByType("resource").map(function(e){return e.name});',
  `meta=document.querySelector('meta[name="${afterTakeoverMeta}"]');if(!meta)return;`,
  'links=document.querySelectorAll("script[type=module][src]");if(!links.length)return;',
  'for(k=0;k<links.length;k++)if(done.indexOf(links[k].src)<0)return;',
  'observer.disconnect();files=meta.getAttribute("content").split(" ");meta.parentNode.removeChild(meta);',
  'for(k=0;k<files.length;k++){added=document.createElement("link");added.rel="modulepreload";',
  'added.crossOrigin="anonymous";added.href=files[k];document.head.appendChild(added)}}).observe({type:"resource"})}catch(error){}',
  'document.addEventListener("submit",function(event){event.preventDefault();',
  'var form=event.target,by=event.submitter;if(by&&by.getAttribute("aria-disabled")==="true")return;',
  'if(form&&form.hasAttribute&&form.hasAttribute("data-early-submit"))clicks.push("submit")},true);',
  `var known=${JSON.stringify(languages)},chosen=null,tags,i,primary,link;`,
  `try{chosen=window.localStorage.getItem(${JSON.stringify(languageStorageKey)})}catch(error){}`,
  'if(known.indexOf(chosen)<0){chosen="en";',
  'tags=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||""];',
  'for(i=0;i<tags.length;i++){primary=String(tags[i]).trim().toLowerCase().split(/[-_]/)[0];',
  'if(known.indexOf(primary)>=0){chosen=primary;break}}}',
  'window.__forecourtLanguage=chosen;',
  'document.documentElement.lang=chosen==="en"?"en-ZA":chosen;',
  'link=document.createElement("link");link.rel="preload";link.as="fetch";',
  'link.crossOrigin="anonymous";link.href="/i18n/"+chosen+".json";',
  'document.head.appendChild(link);',
  'var environment=config.then(function(response){return response.clone().json()}).then(function(json){',
  'var environments=json.environments,label=location.hostname.toLowerCase().split(".")[2],',
  'uat=environments.uat&&environments.uat.product;return environments[label==="dev-mqf"?"dev":label==="mqf"?"prod":',
  'label!==undefined&&typeof uat==="string"&&label===uat.toLowerCase()?"uat":"local"]});',
  'environment.then(function(env){var key=env.captchaSiteKey;',
  'standIn=!(typeof key==="string"&&key.trim()!=="")&&env.production===false;enable()}).catch(function(){});',
  `if(location.pathname.replace(/(.)\\/+$/,"$1")===${JSON.stringify(dealerGroupPagePath)}){`,
  'window.__forecourtDealerGroups=environment.then(function(env){',
  'if(!/^https?:\\/\\//.test(env.api)||typeof env.token!=="string")throw new Error("no api");',
  `return fetch(env.api.replace(/\\/+$/,"")+${JSON.stringify(apiBasePath + endpoints.allDealerGroups.path)},`,
  '{headers:{Authorization:"Bearer "+env.token,"Accept-Language":document.documentElement.lang}})});',
  'window.__forecourtDealerGroups.then(function(response){return response.ok?response.clone().json():null}).then(function(json){',
  'var found=json&&json.payload&&json.payload.dealerGroups;if(!Array.isArray(found))return;',
  'groups=found.filter(function(group){return!!group&&typeof group.dealerGroupName==="string"&&typeof group.mqDealerGroupId==="string"});',
  'if(active)showList(active)}).catch(function(){})}})()',
].join('');

/** The CSP source that allows `startScript` and no other inline script. */
export const startScriptSource = `'sha256-${createHash('sha256').update(startScript).digest('base64')}'`;
