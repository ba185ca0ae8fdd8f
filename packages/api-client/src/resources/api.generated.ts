// Generated from the catalogue by scripts/gen-endpoints.mjs (packages/api-client/scripts/codegen/generateTypes.ts).
// Do not edit: change the catalogue and run `node scripts/gen-endpoints.mjs`.
import type { QueryParams } from '../http/types.js';
import type {
  AccountCode,
  Acknowledgement,
  Activity,
  ActivityCategory,
  ActivityCategoryInput,
  ActivityCategoryQuery,
  ActivityConsent,
  ActivityConsentInput,
  ActivityConsentQuery,
  ActivityInput,
  ActivityMapEntry,
  ActivityMapEntryInput,
  ActivityMapEntryQuery,
  ActivityOutcome,
  ActivityOutcomeInput,
  ActivityOutcomeQuery,
  ActivityQuery,
  AddressBookEntry,
  AddressBookEntryInput,
  AddressBookEntryQuery,
  Anonymisation,
  AnonymisationInput,
  AnonymisationQuery,
  Application,
  ApplicationDocument,
  ApplicationDocumentInput,
  ApplicationDocumentQuery,
  ApplicationForm,
  ApplicationFormAnswer,
  ApplicationInput,
  ApplicationMade,
  ApplicationQuery,
  ApplicationSubmission,
  ApplyActionLog,
  Attachment,
  AttachmentForward,
  AttachmentForwardInput,
  AttachmentForwardQuery,
  AttachmentInput,
  AttachmentQuery,
  AttendeesAcrossSessions,
  AttendeesAcrossSessionsDocument,
  AttendeesRemoval,
  AttendeesRemoved,
  AttendeesStatusChange,
  Attribute,
  AttributeCategory,
  AttributeCategoryInput,
  AttributeCategoryQuery,
  AttributeInput,
  AttributeQuery,
  Barcode,
  BarcodeInput,
  BarcodeQuery,
  BlacklistEntry,
  BlacklistEntryInput,
  BlacklistEntryQuery,
  Block,
  BlockEligibility,
  BlockEligibilityAnswer,
  BlockInput,
  BlockQuery,
  BulkAction,
  BulkActionInput,
  BulkActionQuery,
  BulkEmail,
  BulkEmailInput,
  BulkEmailQuery,
  BulkImport,
  BulkImportInput,
  BulkImportQuery,
  BulkTaskRequest,
  BulkTaskRun,
  BulkTaskRunQuery,
  CalendarEntry,
  CalendarEntryInput,
  CalendarEntryQuery,
  CalendarFeed,
  CalendarType,
  CancelReason,
  CancelReasonInput,
  CancelReasonQuery,
  ChangeoverDay,
  ChangeoverDayInput,
  ChangeoverDayQuery,
  Chat,
  ChatInput,
  ChatMessage,
  ChatMessageInput,
  ChatMessageQuery,
  ChatQuery,
  CheckIn,
  CheckInCode,
  CheckInScan,
  Claim,
  ClaimInput,
  ClaimListReport,
  ClaimQuery,
  ClaimSubmission,
  ClaimTotalsReport,
  ClearanceFlag,
  ClearanceFlagInput,
  ClearanceFlagQuery,
  ClosingReason,
  ClosingReasonInput,
  ClosingReasonQuery,
  CompulsoryTrainingReport,
  Consent,
  ConsentInput,
  ConsentQuery,
  ContactCategory,
  ContactCategoryInput,
  ContactCategoryQuery,
  ContactMessage,
  ContactReceived,
  ContactUsMessage,
  ContactUsMessageInput,
  ContactUsMessageQuery,
  Country,
  CountryPolygonQuery,
  CountryQuery,
  CountyQuery,
  Dashboard,
  DashboardInput,
  DashboardQuery,
  DashboardStats,
  DeniedPermission,
  DeniedPermissionInput,
  DeniedPermissionQuery,
  DirectoryEntry,
  DirectoryEntryInput,
  DirectoryEntryQuery,
  DisclosureType,
  DisclosureTypeInput,
  DisclosureTypeQuery,
  DiversityAnswerInput,
  DiversityAnswered,
  DiversityAnswers,
  DiversityCategory,
  DiversityCount,
  DiversityFormLink,
  DiversityFormLinkRecord,
  DiversityQuestion,
  Document,
  DocumentInput,
  DocumentQuery,
  DynamicSkill,
  DynamicSkillInput,
  DynamicSkillQuery,
  EmailAddress,
  EmailAddressInput,
  EmailAddressOnly,
  EmailAddressQuery,
  EmailLog,
  EmailLogGroup,
  EmailLogGroupInput,
  EmailLogGroupQuery,
  EmailLogInput,
  EmailLogQuery,
  EmailPreviewQuery,
  EmailTemplate,
  EmailTemplateInput,
  EmailTemplateQuery,
  EmergencyContact,
  EmergencyContactInput,
  EmergencyContactQuery,
  EngagementDetailReport,
  EngagementReport,
  Event,
  EventInput,
  EventInvitation,
  EventInvitationInput,
  EventInvitationQuery,
  EventQuery,
  EventSession,
  EventSessionInput,
  EventSessionQuery,
  EventSupervisor,
  EventSupervisorInput,
  EventSupervisorQuery,
  ExpenseAuthoriser,
  ExpenseAuthoriserInput,
  ExpenseAuthoriserQuery,
  ExpenseRate,
  ExpenseRateInput,
  ExpenseRateQuery,
  ExpenseSetting,
  ExpenseSettingInput,
  ExpenseSettingQuery,
  ExpenseType,
  ExpenseTypeInput,
  ExpenseTypeQuery,
  Export,
  ExportField,
  ExportFieldInput,
  ExportFieldQuery,
  ExportInput,
  ExportQuery,
  Favourite,
  FavouriteInput,
  FavouriteQuery,
  FileType,
  FileTypeInput,
  FileTypeQuery,
  Folder,
  FolderInput,
  FolderQuery,
  GeneralOpportunityInput,
  GeocodeQuery,
  GeocodeResult,
  Guardian,
  GuardianInput,
  GuardianLog,
  GuardianLogInput,
  GuardianLogQuery,
  GuardianQuery,
  Heartbeat,
  HeartbeatAnswer,
  HelpdeskTicket,
  HelpdeskTicketInput,
  HelpdeskTicketQuery,
  HubEntry,
  HubEntryInput,
  HubEntryQuery,
  ImportRow,
  ImportRowInput,
  ImportRowQuery,
  Induction,
  InductionCompletion,
  InductionInput,
  InductionModule,
  InductionModuleInput,
  InductionModuleQuery,
  InductionQuery,
  IntegrationEvent,
  IntegrationEventInput,
  IntegrationEventQuery,
  IntegrationService,
  IntegrationServiceInput,
  IntegrationServiceQuery,
  IntegrationSync,
  IntegrationSyncInput,
  IntegrationSyncQuery,
  Interest,
  InterestInput,
  InterestQuery,
  LeaversReport,
  LeavingReason,
  LeavingReasonInput,
  LeavingReasonQuery,
  Link,
  LinkInput,
  LinkQuery,
  ListQuery,
  LoginMessage,
  LoginMessageInput,
  LoginMessageLog,
  LoginMessageLogInput,
  LoginMessageLogQuery,
  LoginMessageQuery,
  LoginPayload,
  LoginResponse,
  Message,
  MessageInput,
  MessageLabel,
  MessageLabelInput,
  MessageLabelQuery,
  MessageLog,
  MessageLogInput,
  MessageLogQuery,
  MessageQuery,
  MessagesRead,
  MissingDataReport,
  MobileCodeSignIn,
  MobileOrganisation,
  MobileSession,
  MobileSignIn,
  Motivation,
  MotivationBasis,
  MotivationBasisInput,
  MotivationBasisQuery,
  MotivationInput,
  MotivationQuery,
  NewsItem,
  NewsItemInput,
  NewsItemQuery,
  NoContent,
  NoQuery,
  Note,
  NoteCategory,
  NoteCategoryInput,
  NoteCategoryQuery,
  NoteInput,
  NoteQuery,
  Notification,
  NotificationInput,
  NotificationQuery,
  NotificationSetting,
  NotificationSettingInput,
  NotificationSettingQuery,
  NotificationToken,
  NotificationTokenInput,
  NotificationTokenQuery,
  NotificationsDismissed,
  OAuthClient,
  OAuthClientInput,
  OAuthClientQuery,
  OAuthProvider,
  OAuthProviderInput,
  OAuthProviderQuery,
  Opportunity,
  OpportunityContact,
  OpportunityContactInput,
  OpportunityContactQuery,
  OpportunityInput,
  OpportunityQuery,
  OpportunitySupervisor,
  OpportunitySupervisorInput,
  OpportunitySupervisorQuery,
  Organisation,
  OrganisationDetailed,
  OrganisationInput,
  OrganisationPartner,
  OrganisationPartnerInput,
  OrganisationPartnerQuery,
  OrganisationQuery,
  ParentalConsent,
  ParentalConsentInput,
  ParentalConsentQuery,
  PasswordChange,
  PasswordChanged,
  PasswordLink,
  PasswordLinkRequest,
  PasswordSetWithLink,
  PeopleByTeamReport,
  Permission,
  PermissionCategory,
  PermissionCategoryInput,
  PermissionCategoryQuery,
  PermissionGroup,
  PermissionGroupInput,
  PermissionGroupQuery,
  PermissionInput,
  PermissionQuery,
  PersonConsent,
  PersonConsentInput,
  PersonConsentQuery,
  PersonLog,
  PersonLogInput,
  PersonLogQuery,
  PersonRole,
  PersonRoleInput,
  PersonRoleQuery,
  PersonSkillReport,
  PersonTag,
  PersonTagInput,
  PersonTagQuery,
  PhoneNumber,
  PhoneNumberInput,
  PhoneNumberQuery,
  PostalAddress,
  PostalAddressInput,
  PostalAddressQuery,
  ProfilePhoto,
  ProfilePhotoInput,
  ProfilePhotoQuery,
  QueryBuilderPreview,
  QueryMatch,
  QueryValidity,
  QueuedExport,
  RecentAction,
  RecentActionInput,
  RecentActionQuery,
  Recognition,
  RecognitionCategory,
  RecognitionCategoryInput,
  RecognitionCategoryQuery,
  RecognitionInput,
  RecognitionQuery,
  RecognitionTemplate,
  RecognitionTemplateInput,
  RecognitionTemplateQuery,
  RecordSelection,
  RecruitmentCategory,
  RecruitmentCategoryInput,
  RecruitmentCategoryQuery,
  RecruitmentQuestion,
  RecruitmentQuestionInput,
  RecruitmentQuestionQuery,
  RecruitmentStage,
  RecruitmentStageInput,
  RecruitmentStageQuery,
  Reference,
  ReferenceInput,
  ReferenceQuery,
  ReferenceQuestion,
  ReferenceQuestionInput,
  ReferenceQuestionQuery,
  RefreshRequest,
  Region,
  RegionInput,
  RegionQuery,
  RelatedOpportunityQuery,
  Reminder,
  ReminderInput,
  ReminderQuery,
  RepeatingShift,
  RepeatingShiftInput,
  RepeatingShiftQuery,
  ReportPoint,
  ReportQuery,
  ResidentialAvailability,
  ResidentialAvailabilityList,
  ResidentialAvailabilityQuery,
  ResidentialBooking,
  ResidentialBookingInput,
  ResidentialBookingQuery,
  ResidentialCounty,
  ResidentialResource,
  ResidentialResourceInput,
  ResidentialResourceQuery,
  ResidentialRoom,
  ResidentialRoomInput,
  ResidentialRoomQuery,
  ResidentialSearchQuery,
  RiskActivity,
  RiskActivityInput,
  RiskActivityQuery,
  Role,
  RoleBasis,
  RoleBasisInput,
  RoleBasisQuery,
  RoleConsent,
  RoleConsentInput,
  RoleConsentQuery,
  RoleFamily,
  RoleFamilyInput,
  RoleFamilyQuery,
  RoleInput,
  RoleQuery,
  RoomUnavailablePeriod,
  RoomUnavailablePeriodInput,
  RoomUnavailablePeriodQuery,
  Rota,
  RotaEntry,
  RotaEntryInput,
  RotaEntryQuery,
  RotaInput,
  RotaQuery,
  RotaTeam,
  RotaTeamLink,
  RotaTeamLinkInput,
  RotaTeamLinkQuery,
  RotaTimeslots,
  RotaTimeslotsDocument,
  RotaViewQuery,
  RotasBulkUpdate,
  RotasReplacement,
  SafeguardingSettings,
  SafeguardingSettingsInput,
  SavedList,
  SavedListInput,
  SavedListQuery,
  SavedQuery,
  SavedQueryInput,
  SavedQueryQuery,
  SavedReport,
  SavedReportInput,
  SavedReportQuery,
  SearchHit,
  SearchHitInput,
  SearchHitQuery,
  SearchLog,
  SearchLogEntry,
  SeriesReport,
  SessionAttendee,
  SessionAttendeeInput,
  SessionAttendeeQuery,
  SessionsBulkUpdate,
  SessionsLocation,
  Shift,
  ShiftInput,
  ShiftPattern,
  ShiftPatternInput,
  ShiftPatternQuery,
  ShiftPlaceCancel,
  ShiftQuery,
  ShiftSignUp,
  ShiftWaitlistAction,
  Signup,
  SignupInput,
  SignupQuery,
  Skill,
  SkillBio,
  SkillBioInput,
  SkillBioQuery,
  SkillCategory,
  SkillCategoryInput,
  SkillCategoryQuery,
  SkillInput,
  SkillQuery,
  StartersLeaversChartReport,
  StartersReport,
  StatisticSet,
  StatisticSetInput,
  StatisticSetQuery,
  StoredRecord,
  SubNote,
  SubNoteInput,
  SubNoteQuery,
  Supervisor,
  SupervisorInput,
  SupervisorQuery,
  SystemInfo,
  SystemInfoInput,
  SystemInfoQuery,
  Tag,
  TagInput,
  TagQuery,
  Task,
  TaskAssignee,
  TaskAssigneeInput,
  TaskAssigneeQuery,
  TaskHistoryEntry,
  TaskHistoryEntryInput,
  TaskHistoryEntryQuery,
  TaskInput,
  TaskLeavingReason,
  TaskLeavingReasonInput,
  TaskLeavingReasonQuery,
  TaskPriority,
  TaskPriorityInput,
  TaskPriorityQuery,
  TaskQuery,
  TaskStatus,
  TaskStatusInput,
  TaskStatusQuery,
  Team,
  TeamAvailability,
  TeamAvailabilityInput,
  TeamAvailabilityQuery,
  TeamHistoryEntry,
  TeamHistoryEntryInput,
  TeamHistoryEntryQuery,
  TeamInput,
  TeamPlace,
  TeamPlaceInput,
  TeamPlaceQuery,
  TeamQuery,
  TeamSearchQuery,
  TeamSite,
  TeamSiteHero,
  TeamSiteHeroInput,
  TeamSiteHeroQuery,
  TeamSiteInput,
  TeamTreeQuery,
  TeamVisibility,
  TeamVisibilityChange,
  TelemetryEvent,
  TelemetryEventInput,
  TelemetryEventQuery,
  Terms,
  TermsInput,
  TermsQuery,
  Timezone,
  Todo,
  TodoInput,
  TodoQuery,
  TokenExchange,
  Touchpoint,
  TouchpointInput,
  TouchpointQuery,
  TouchpointType,
  TouchpointTypeInput,
  TouchpointTypeQuery,
  TrainingAdoptionReport,
  TrainingByModuleReport,
  TrainingByPersonReport,
  TrustToken,
  TwoFactorChange,
  TwoFactorSetup,
  UpcomingActivitiesReport,
  User,
  UserApplication,
  UserApplicationInput,
  UserApplicationQuery,
  UserInput,
  UserQuery,
  UserResidentialBooking,
  UserResidentialBookingInput,
  UserResidentialBookingQuery,
  UserSkill,
  UserSkillInput,
  UserSkillQuery,
  VettingCheck,
  VettingCheckInput,
  VettingCheckQuery,
  VettingRenewal,
  VettingStatusReport,
  VolunteeringLengthReport,
  Webhook,
  WebhookInput,
  WebhookQuery,
} from '../models/models.generated.js';
import type {
  CallOptions,
  ItemResponse,
  ListShape,
  PathParam,
  RequestBody,
  RequestExtras,
  ResourceApi,
} from './types.js';

/** The typed accessor tree of the whole catalogue, as returned by `createApi()`. */
export interface VolunteerKitApi {
  /** The `auth` group. */
  readonly auth: AuthApi;
  /** `/residential-opportunities/` (spec 7.3): list, show, store, update, delete. Residential opportunities; the public list reads data and meta.pagination. Item path: `/residential-opportunities/{id}`. */
  readonly residentialOpportunities: ResidentialOpportunitiesApi;
  /** `/geocode/` (spec 7.8): list, show, store, update, delete. Geocode search: q and type (comma-joined, default 'geojson'). Item path: `/geocode/{id}`. */
  readonly geocode: GeocodeApi;
  /** `/organisation/` (spec 7.11): list, update. Item path: `/organisation/{id}`. */
  readonly organisation: OrganisationApi;
  /** `/teams/` (spec 7.12): list, show. Teams; the public team search lists it with q. Item path: `/teams/{id}`. */
  readonly teams: TeamsApi;
  /** `/opportunities/` (spec 7.9): list, show, store, update, delete. Item path: `/opportunities/{id}`. */
  readonly opportunities: OpportunitiesApi;
  /** `/dashboard/` (spec 7.4): list, show, store, delete. Item path: `/dashboard/{id}`. */
  readonly dashboard: DashboardApi;
  /** `/directory/` (spec 7.4): list, show, store, update, delete. Item path: `/directory/{id}`. */
  readonly directory: DirectoryApi;
  /** `/documents/` (spec 7.4): list, show, store, update, delete. Item path: `/documents/{id}`. */
  readonly documents: DocumentsApi;
  /** `/folders/` (spec 7.4): list, show, store, update, delete. Item path: `/folders/{id}`. */
  readonly folders: FoldersApi;
  /** `/news/` (spec 7.4): list, show, store, update, delete. Item path: `/news/{id}`. */
  readonly news: NewsApi;
  /** `/motivations/` (spec 7.4): list, show, store, update, delete. Item path: `/motivations/{id}`. */
  readonly motivations: MotivationsApi;
  /** `/hub/` (spec 7.4): list, show, store, delete. Item path: `/hub/{id}`. */
  readonly hub: HubApi;
  /** `/images/` (spec 7.4): show, store, update, delete. Item path: `/images/{id}`. */
  readonly images: ImagesApi;
  /** `/search/` (spec 7.4): list, show. Item path: `/search/{id}`. */
  readonly search: SearchApi;
  /** `/system-info/` (spec 7.4): list, show. Item path: `/system-info/{id}`. */
  readonly systemInfo: SystemInfoApi;
  /** `/telemetry/` (spec 7.4): store. */
  readonly telemetry: TelemetryApi;
  /** `/calendar/` (spec 7.4): list. */
  readonly calendar: CalendarApi;
  /** `/contact-us/` (spec 7.4): store. */
  readonly contactUs: ContactUsApi;
  /** `/mobile/dashboard/` (spec 7.4): list, show, store, update, delete. Item path: `/mobile/dashboard/{id}`. */
  readonly mobileDashboard: MobileDashboardApi;
  /** `/analytics/` (spec 7.5): list, show, store, delete. Item path: `/analytics/{id}`. */
  readonly analytics: AnalyticsApi;
  /** `/activities/` (spec 7.6): list, show, store, update, delete. Item path: `/activities/{id}`. */
  readonly activities: ActivitiesApi;
  /** `/activity-map/` (spec 7.6): list, update. Item path: `/activity-map/{id}`. */
  readonly activityMap: ActivityMapApi;
  /** `/address-book/` (spec 7.6): list, show, store, update, delete. Item path: `/address-book/{id}`. */
  readonly addressBook: AddressBookApi;
  /** `/applications/` (spec 7.6): list, show, store, update, delete. Item path: `/applications/{id}`. */
  readonly applications: ApplicationsApi;
  /** `/barcodes/` (spec 7.6): list, show, store, update, delete. Item path: `/barcodes/{id}`. */
  readonly barcodes: BarcodesApi;
  /** `/claims/` (spec 7.6): list, show, store, update, delete. Item path: `/claims/{id}`. */
  readonly claims: ClaimsApi;
  /** `/bulk/` (spec 7.6): list, show, store, update, delete. Item path: `/bulk/{id}`. */
  readonly bulk: BulkApi;
  /** `/chats/` (spec 7.6): list, show, store, update, delete. Item path: `/chats/{id}`. */
  readonly chats: ChatsApi;
  /** `/events/` (spec 7.7): list, show, store, update, delete. Item path: `/events/{id}`. */
  readonly events: EventsApi;
  /** `/exports/` (spec 7.8): show, store, delete. Item path: `/exports/{id}`. */
  readonly exports: ExportsApi;
  /** `/files/` (spec 7.8): show, store, update, delete. Item path: `/files/{id}`. */
  readonly files: FilesApi;
  /** The `integrations` group. */
  readonly integrations: IntegrationsApi;
  /** `/multi-region/` (spec 7.8): list, show, store, update, delete. Regions; /multi-region/{regionId} is its item path. Item path: `/multi-region/{regionId}`. */
  readonly multiRegion: MultiRegionApi;
  /** `/parental-consent/` (spec 7.9): list, show, store, update, delete. Item path: `/parental-consent/{id}`. */
  readonly parentalConsent: ParentalConsentApi;
  /** `/reference/` (spec 7.9): list, show, store, update, delete. Item path: `/reference/{id}`. */
  readonly reference: ReferenceApi;
  /** `/repeating-shifts/` (spec 7.9): list, show, store, update, delete. Item path: `/repeating-shifts/{id}`. */
  readonly repeatingShifts: RepeatingShiftsApi;
  /** `/residential-bookings/` (spec 7.9): list, show, store, update, delete. Item path: `/residential-bookings/{id}`. */
  readonly residentialBookings: ResidentialBookingsApi;
  /** `/shifts/` (spec 7.9): list, show, store, update, delete. Item path: `/shifts/{id}`. */
  readonly shifts: ShiftsApi;
  /** The `checkIns` group. */
  readonly checkIns: CheckInsApi;
  /** `/residential-availability/` (spec 7.9): list, show, store, update, delete. Item path: `/residential-availability/{id}`. */
  readonly residentialAvailability: ResidentialAvailabilityApi;
  /** `/rota/` (spec 7.10): list, update. Item path: `/rota/{id}`. */
  readonly rota: RotaApi;
  /** `/team-site-hero` (spec 7.12): list, show. Item path: `/team-site-hero/{id}`. */
  readonly teamSiteHero: TeamSiteHeroApi;
  /** `/tasks/` (spec 7.12): list, show, store, update, delete. Item path: `/tasks/{id}`. */
  readonly tasks: TasksApi;
  /** `/users/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{id}`. */
  readonly users: UsersApi;
  /** `/vetting/` (spec 7.13): list, show, store, update, delete. Item path: `/vetting/{id}`. */
  readonly vetting: VettingApi;
  /** `/reports/` (spec 7.14): list, show, store, delete. Item path: `/reports/{id}`. */
  readonly reports: ReportsApi;
  /** `/heartbeat/` (spec 7.15): list. Sent every 29 s while a user with view-users is logged in and the window has focus. */
  readonly heartbeat: HeartbeatApi;
}

/** Accessors of `auth`. */
export interface AuthApi {
  /** `POST /auth/api/` (spec 7.2). Logs in with {email, password, minimal: true, ...extra}; returns the session token. */
  login<R = LoginResponse>(body?: LoginPayload, options?: CallOptions): Promise<R>;
  /** `POST /auth/api/refresh` (spec 7.2). Refreshes a token with {token, minimal: true}. */
  refresh<R = LoginResponse>(body?: RefreshRequest, options?: CallOptions): Promise<R>;
  /** `POST /auth/api/token` (spec 7.2). Exchanges one token for another with {token, key}. */
  exchangeToken<R = LoginResponse>(body?: TokenExchange, options?: CallOptions): Promise<R>;
  /** `POST /auth/api/logout` (spec 7.2). Signs out: ends the caller's session family (the token, and every token refreshed or exchanged from it). An extension beyond spec 7.2. */
  logout<R = NoContent>(query?: QueryParams, options?: RequestExtras): Promise<R>;
  /** `POST /auth/api/forgot-password` (spec 7.2). Asks for a password-reset e-mail with {email, locale?}: 202 whether or not the address is registered (the e-mail says which); the link sets the password through PUT /users/{userId}/forgot-password/{id}. Rate-limited per address and per e-mail. An extension beyond spec 7.2. */
  forgotPassword<R = Acknowledgement>(body?: EmailAddressOnly, options?: CallOptions): Promise<R>;
  /** `/auth/mobile/` (spec 7.2): show, store, delete. Item path: `/auth/mobile/{id}`. */
  readonly mobile: AuthMobileApi;
}

/** Accessors of `auth.mobile`. */
export interface AuthMobileApi extends ResourceApi<
  'show' | 'store' | 'delete',
  MobileSession,
  ListShape<MobileSession, 'paginated'>,
  MobileSignIn,
  Partial<MobileSignIn>,
  QueryParams
> {
  /** `POST /auth/mobile/request-token` (spec 7.2). */
  requestToken<R = Acknowledgement>(body?: EmailAddressOnly, options?: CallOptions): Promise<R>;
  /** `POST /auth/mobile/verify-token` (spec 7.2). */
  verifyToken<R = LoginResponse>(body?: MobileCodeSignIn, options?: CallOptions): Promise<R>;
  /** `GET /auth/mobile/organisations` (spec 7.2). */
  organisations<R = ListShape<MobileOrganisation, 'data'>>(
    query?: NoQuery,
    options?: RequestExtras,
  ): Promise<R>;
}

/** Accessors of `residentialOpportunities`. */
export interface ResidentialOpportunitiesApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Opportunity,
  ListShape<Opportunity, 'paginated'>,
  OpportunityInput,
  Partial<OpportunityInput>,
  ResidentialSearchQuery
> {
  /** `/residential-opportunities/countries` (spec 7.3): list, show, store, update, delete. Countries with residential opportunities; the list is the whole response body. Item path: `/residential-opportunities/countries/{id}`. */
  readonly countries: ResidentialOpportunitiesCountriesApi;
  /** `/residential-opportunities/counties/` (spec 7.3): list, show, store, update, delete. Counties with residential opportunities. Item path: `/residential-opportunities/counties/{id}`. */
  readonly counties: ResidentialOpportunitiesCountiesApi;
}

/** Accessors of `residentialOpportunities.countries`. */
export type ResidentialOpportunitiesCountriesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Country,
  ListShape<Country, 'array'>,
  RequestBody,
  RequestBody,
  NoQuery
>;

/** Accessors of `residentialOpportunities.counties`. */
export type ResidentialOpportunitiesCountiesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ResidentialCounty,
  ListShape<ResidentialCounty, 'data'>,
  RequestBody,
  RequestBody,
  CountyQuery
>;

/** Accessors of `geocode`. */
export interface GeocodeApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  GeocodeResult,
  ListShape<GeocodeResult, 'data'>,
  RequestBody,
  RequestBody,
  GeocodeQuery
> {
  /** `/geocode/country-polygons/` (spec 7.8): list, show, store, update, delete. Country polygons from geocode. Item path: `/geocode/country-polygons/{id}`. */
  readonly countryPolygons: GeocodeCountryPolygonsApi;
  /** `/geocode/retrieve/` (spec 7.8): list, show. Item path: `/geocode/retrieve/{id}`. */
  readonly retrieve: GeocodeRetrieveApi;
}

/** Accessors of `geocode.countryPolygons`. */
export type GeocodeCountryPolygonsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  GeocodeResult,
  ListShape<GeocodeResult, 'data'>,
  RequestBody,
  RequestBody,
  CountryPolygonQuery
>;

/** Accessors of `geocode.retrieve`. */
export type GeocodeRetrieveApi = ResourceApi<
  'list' | 'show',
  GeocodeResult,
  ListShape<GeocodeResult, 'paginated'>,
  RequestBody,
  RequestBody,
  GeocodeQuery
>;

/** Accessors of `organisation`. */
export interface OrganisationApi extends ResourceApi<
  'list' | 'update',
  Organisation,
  ListShape<Organisation, 'paginated'>,
  OrganisationInput,
  Partial<OrganisationInput>,
  OrganisationQuery
> {
  /** `GET /organisation/timezones/` (spec 7.11), public. Organisation timezones: a list of {name, display_text}. */
  timezones<R = ListShape<Timezone, 'array'>>(query?: NoQuery, options?: RequestExtras): Promise<R>;
  /** `/organisation/teams/` (spec 7.12): list, show, store, update, delete. Item path: `/organisation/teams/{id}`. */
  readonly teams: OrganisationTeamsApi;
  /** `/organisation/rota/` (spec 7.10): list, show, store, update, delete. Item path: `/organisation/rota/{id}`. */
  readonly rota: OrganisationRotaApi;
  /** `/organisation/rotas/` (spec 7.10): list, show, store, update, delete. Item path: `/organisation/rotas/{id}`. */
  readonly rotas: OrganisationRotasApi;
  /** `GET /organisation/detailed/` (spec 7.11). */
  detailed<R = ItemResponse<OrganisationDetailed>>(
    query?: NoQuery,
    options?: RequestExtras,
  ): Promise<R>;
  /** `/organisation/activity-categories/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/activity-categories/{id}`. */
  readonly activityCategories: OrganisationActivityCategoriesApi;
  /** `/organisation/activity-outcomes/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/activity-outcomes/{id}`. */
  readonly activityOutcomes: OrganisationActivityOutcomesApi;
  /** `/organisation/attribute-categories/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/attribute-categories/{id}`. */
  readonly attributeCategories: OrganisationAttributeCategoriesApi;
  /** `/organisation/attributes/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/attributes/{id}`. */
  readonly attributes: OrganisationAttributesApi;
  /** `/organisation/blacklist/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/blacklist/{id}`. */
  readonly blacklist: OrganisationBlacklistApi;
  /** `/organisation/clearance-flags/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/clearance-flags/{id}`. */
  readonly clearanceFlags: OrganisationClearanceFlagsApi;
  /** `/organisation/contact-categories/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/contact-categories/{id}`. */
  readonly contactCategories: OrganisationContactCategoriesApi;
  /** `/organisation/consents/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/consents/{id}`. */
  readonly consents: OrganisationConsentsApi;
  /** `/organisation/disclosure-types/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/disclosure-types/{id}`. */
  readonly disclosureTypes: OrganisationDisclosureTypesApi;
  /** `/organisation/email-log-groups/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/email-log-groups/{id}`. */
  readonly emailLogGroups: OrganisationEmailLogGroupsApi;
  /** `/organisation/email-templates/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/email-templates/{id}`. */
  readonly emailTemplates: OrganisationEmailTemplatesApi;
  /** `/organisation/expenses/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/expenses/{id}`. */
  readonly expenses: OrganisationExpensesApi;
  /** `/organisation/induction-modules/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/induction-modules/{id}`. */
  readonly inductionModules: OrganisationInductionModulesApi;
  /** `/organisation/links/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/links/{id}`. */
  readonly links: OrganisationLinksApi;
  /** `/organisation/login-messages/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/login-messages/{id}`. */
  readonly loginMessages: OrganisationLoginMessagesApi;
  /** `/organisation/motivation-bases/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/motivation-bases/{id}`. */
  readonly motivationBases: OrganisationMotivationBasesApi;
  /** `/organisation/motivations/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/motivations/{id}`. */
  readonly motivations: OrganisationMotivationsApi;
  /** `/organisation/note-categories/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/note-categories/{id}`. */
  readonly noteCategories: OrganisationNoteCategoriesApi;
  /** `/organisation/oauth/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/oauth/{id}`. */
  readonly oauth: OrganisationOauthApi;
  /** `/organisation/partners/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/partners/{id}`. */
  readonly partners: OrganisationPartnersApi;
  /** `/organisation/permission-groups/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/permission-groups/{id}`. */
  readonly permissionGroups: OrganisationPermissionGroupsApi;
  /** `/organisation/recognition-templates/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/recognition-templates/{id}`. */
  readonly recognitionTemplates: OrganisationRecognitionTemplatesApi;
  /** The `organisation.recruitment` group. */
  readonly recruitment: OrganisationRecruitmentApi;
  /** `/organisation/recruitment-closing-reasons/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/recruitment-closing-reasons/{id}`. */
  readonly recruitmentClosingReasons: OrganisationRecruitmentClosingReasonsApi;
  /** `/organisation/reference-questions/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/reference-questions/{id}`. */
  readonly referenceQuestions: OrganisationReferenceQuestionsApi;
  /** `/organisation/residential-cancel-reasons` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/residential-cancel-reasons/{id}`. */
  readonly residentialCancelReasons: OrganisationResidentialCancelReasonsApi;
  /** `/organisation/residential-resources` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/residential-resources/{id}`. */
  readonly residentialResources: OrganisationResidentialResourcesApi;
  /** `/organisation/risk-activities/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/risk-activities/{id}`. */
  readonly riskActivities: OrganisationRiskActivitiesApi;
  /** `/organisation/role-families/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/role-families/{id}`. */
  readonly roleFamilies: OrganisationRoleFamiliesApi;
  /** `/organisation/role-profiles/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/role-profiles/{id}`. */
  readonly roleProfiles: OrganisationRoleProfilesApi;
  /** `/organisation/shift-patterns/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/shift-patterns/{id}`. */
  readonly shiftPatterns: OrganisationShiftPatternsApi;
  /** `/organisation/signups/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/signups/{id}`. */
  readonly signups: OrganisationSignupsApi;
  /** `/organisation/skillCategories/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/skillCategories/{id}`. */
  readonly skillCategories: OrganisationSkillCategoriesApi;
  /** `/organisation/skills/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/skills/{id}`. */
  readonly skills: OrganisationSkillsApi;
  /** `/organisation/dynamic-skills/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/dynamic-skills/{id}`. */
  readonly dynamicSkills: OrganisationDynamicSkillsApi;
  /** `/organisation/statistic-sets/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/statistic-sets/{id}`. */
  readonly statisticSets: OrganisationStatisticSetsApi;
  /** `/organisation/tags/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/tags/{id}`. */
  readonly tags: OrganisationTagsApi;
  /** `/organisation/terms/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/terms/{id}`. */
  readonly terms: OrganisationTermsApi;
  /** `/organisation/webhooks/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/webhooks/{id}`. */
  readonly webhooks: OrganisationWebhooksApi;
  /** `/organisation/task-leaving-reasons/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/task-leaving-reasons/{id}`. */
  readonly taskLeavingReasons: OrganisationTaskLeavingReasonsApi;
  /** `/organisation/task-priorities/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/task-priorities/{id}`. */
  readonly taskPriorities: OrganisationTaskPrioritiesApi;
  /** `/organisation/task-statuses/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/task-statuses/{id}`. */
  readonly taskStatuses: OrganisationTaskStatusesApi;
  /** `/organisation/query-builder/` (spec 7.11): list, show, store, update, delete. Delete is written DELETE /organisation/query-builder//{id} in the spec; sent as /{id}. Item path: `/organisation/query-builder/{id}`. */
  readonly queryBuilder: OrganisationQueryBuilderApi;
  /** `/organisation/countries` (spec 7.11): list. */
  readonly countries: OrganisationCountriesApi;
  /** `/organisation/leaving-reasons/` (spec 7.11): list, show, store, delete. Item path: `/organisation/leaving-reasons/{id}`. */
  readonly leavingReasons: OrganisationLeavingReasonsApi;
  /** `/organisation/recognition-categories/` (spec 7.11): list, show, store, delete. Item path: `/organisation/recognition-categories/{id}`. */
  readonly recognitionCategories: OrganisationRecognitionCategoriesApi;
  /** `/organisation/role-bases/` (spec 7.11): list, show, store, delete. Item path: `/organisation/role-bases/{id}`. */
  readonly roleBases: OrganisationRoleBasesApi;
  /** `/organisation/permission-categories/` (spec 7.11): list, show. Item path: `/organisation/permission-categories/{id}`. */
  readonly permissionCategories: OrganisationPermissionCategoriesApi;
  /** `/organisation/permissions/` (spec 7.11): list, show, update. Item path: `/organisation/permissions/{id}`. */
  readonly permissions: OrganisationPermissionsApi;
  /** `/organisation/touchpoint-types/` (spec 7.11): list, show. Item path: `/organisation/touchpoint-types/{id}`. */
  readonly touchpointTypes: OrganisationTouchpointTypesApi;
  /** `/organisation/saved-list/` (spec 7.11): show, store. Item path: `/organisation/saved-list/{id}`. */
  readonly savedList: OrganisationSavedListApi;
  /** The `organisation.safeguarding` group. */
  readonly safeguarding: OrganisationSafeguardingApi;
  /** The `organisation.diversity` group. */
  readonly diversity: OrganisationDiversityApi;
  /** `/organisation/{helpdesk}-tickets/` (spec 7.11): list, show, store, update, delete. {helpdesk} names the helpdesk service. Item path: `/organisation/{helpdesk}-tickets/{id}`. */
  helpdeskTickets(helpdesk: PathParam): OrganisationHelpdeskTicketsApi;
}

/** Accessors of `organisation.teams`. */
export interface OrganisationTeamsApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Team,
  ListShape<Team, 'paginated'>,
  TeamInput,
  Partial<TeamInput>,
  TeamQuery
> {
  /** `/organisation/teams/{teamId}/residential/rooms/` (spec 7.9): list, show, store, update, delete. Item path: `/organisation/teams/{teamId}/residential/rooms/{id}`. */
  residentialRooms(teamId: PathParam): OrganisationTeamsResidentialRoomsApi;
  /** `/organisation/teams/{teamId}/residential/changeover-days/` (spec 7.9): list, show, store, update, delete. Item path: `/organisation/teams/{teamId}/residential/changeover-days/{id}`. */
  changeoverDays(teamId: PathParam): OrganisationTeamsChangeoverDaysApi;
  /** `GET /organisation/teams/recursive/` (spec 7.12). */
  recursive<R = ListShape<Team, 'data'>>(
    query?: TeamTreeQuery,
    options?: RequestExtras,
  ): Promise<R>;
  /** `GET /organisation/teams/{teamId}/recursive/` (spec 7.12). */
  teamRecursive<R = ListShape<Team, 'data'>>(
    teamId: PathParam,
    query?: TeamTreeQuery,
    options?: RequestExtras,
  ): Promise<R>;
  /** `/organisation/teams/{teamId}/hide` (spec 7.12): show, store. Item path: `/organisation/teams/{teamId}/hide/{id}`. */
  hide(teamId: PathParam): OrganisationTeamsHideApi;
  /** `/organisation/teams/{teamId}/history/` (spec 7.12): list, show. Item path: `/organisation/teams/{teamId}/history/{id}`. */
  history(teamId: PathParam): OrganisationTeamsHistoryApi;
  /** `/organisation/teams/{teamId}/sites/` (spec 7.12): list, show, store, update, delete. Team sites sub-resource; the path is inferred (the spec names it without a path). Item path: `/organisation/teams/{teamId}/sites/{id}`. */
  sites(teamId: PathParam): OrganisationTeamsSitesApi;
}

/** Accessors of `organisation.teams.residentialRooms`. */
export interface OrganisationTeamsResidentialRoomsApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ResidentialRoom,
  ListShape<ResidentialRoom, 'paginated'>,
  ResidentialRoomInput,
  Partial<ResidentialRoomInput>,
  ResidentialRoomQuery
> {
  /** `/organisation/teams/{teamId}/residential/rooms/{roomId}/unavailable-periods/` (spec 7.9): list, show, store, update, delete. Item path: `/organisation/teams/{teamId}/residential/rooms/{roomId}/unavailable-periods/{id}`. */
  unavailablePeriods(roomId: PathParam): OrganisationTeamsResidentialRoomsUnavailablePeriodsApi;
}

/** Accessors of `organisation.teams.residentialRooms.unavailablePeriods`. */
export type OrganisationTeamsResidentialRoomsUnavailablePeriodsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  RoomUnavailablePeriod,
  ListShape<RoomUnavailablePeriod, 'paginated'>,
  RoomUnavailablePeriodInput,
  Partial<RoomUnavailablePeriodInput>,
  RoomUnavailablePeriodQuery
>;

/** Accessors of `organisation.teams.changeoverDays`. */
export type OrganisationTeamsChangeoverDaysApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ChangeoverDay,
  ListShape<ChangeoverDay, 'paginated'>,
  ChangeoverDayInput,
  Partial<ChangeoverDayInput>,
  ChangeoverDayQuery
>;

/** Accessors of `organisation.teams.hide`. */
export type OrganisationTeamsHideApi = ResourceApi<
  'show' | 'store',
  TeamVisibility,
  ListShape<TeamVisibility, 'paginated'>,
  TeamVisibilityChange,
  Partial<TeamVisibilityChange>,
  QueryParams
>;

/** Accessors of `organisation.teams.history`. */
export type OrganisationTeamsHistoryApi = ResourceApi<
  'list' | 'show',
  TeamHistoryEntry,
  ListShape<TeamHistoryEntry, 'paginated'>,
  TeamHistoryEntryInput,
  Partial<TeamHistoryEntryInput>,
  TeamHistoryEntryQuery
>;

/** Accessors of `organisation.teams.sites`. */
export type OrganisationTeamsSitesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  TeamPlace,
  ListShape<TeamPlace, 'paginated'>,
  TeamPlaceInput,
  Partial<TeamPlaceInput>,
  TeamPlaceQuery
>;

/** Accessors of `organisation.rota`. */
export interface OrganisationRotaApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Rota,
  ListShape<Rota, 'paginated'>,
  RotaInput,
  Partial<RotaInput>,
  RotaQuery
> {
  /** `/organisation/rota/{rotaId}/teams/` (spec 7.10): list, show, store, update, delete. Item path: `/organisation/rota/{rotaId}/teams/{id}`. */
  teams(rotaId: PathParam): OrganisationRotaTeamsApi;
}

/** Accessors of `organisation.rota.teams`. */
export type OrganisationRotaTeamsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  RotaTeamLink,
  ListShape<RotaTeamLink, 'paginated'>,
  RotaTeamLinkInput,
  Partial<RotaTeamLinkInput>,
  RotaTeamLinkQuery
>;

/** Accessors of `organisation.rotas`. */
export interface OrganisationRotasApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Rota,
  ListShape<Rota, 'paginated'>,
  RotaInput,
  Partial<RotaInput>,
  RotaQuery
> {
  /** `PUT /organisation/rotas/bulk` (spec 7.10). */
  bulk<R = ListShape<Rota, 'data'>>(body?: RotasBulkUpdate, options?: CallOptions): Promise<R>;
  /** `POST /organisation/rotas/replace` (spec 7.10). */
  replace<R = ListShape<Rota, 'data'>>(body?: RotasReplacement, options?: CallOptions): Promise<R>;
}

/** Accessors of `organisation.activityCategories`. */
export type OrganisationActivityCategoriesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ActivityCategory,
  ListShape<ActivityCategory, 'paginated'>,
  ActivityCategoryInput,
  Partial<ActivityCategoryInput>,
  ActivityCategoryQuery
>;

/** Accessors of `organisation.activityOutcomes`. */
export type OrganisationActivityOutcomesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ActivityOutcome,
  ListShape<ActivityOutcome, 'paginated'>,
  ActivityOutcomeInput,
  Partial<ActivityOutcomeInput>,
  ActivityOutcomeQuery
>;

/** Accessors of `organisation.attributeCategories`. */
export type OrganisationAttributeCategoriesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  AttributeCategory,
  ListShape<AttributeCategory, 'paginated'>,
  AttributeCategoryInput,
  Partial<AttributeCategoryInput>,
  AttributeCategoryQuery
>;

/** Accessors of `organisation.attributes`. */
export type OrganisationAttributesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Attribute,
  ListShape<Attribute, 'paginated'>,
  AttributeInput,
  Partial<AttributeInput>,
  AttributeQuery
>;

/** Accessors of `organisation.blacklist`. */
export type OrganisationBlacklistApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  BlacklistEntry,
  ListShape<BlacklistEntry, 'paginated'>,
  BlacklistEntryInput,
  Partial<BlacklistEntryInput>,
  BlacklistEntryQuery
>;

/** Accessors of `organisation.clearanceFlags`. */
export type OrganisationClearanceFlagsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ClearanceFlag,
  ListShape<ClearanceFlag, 'paginated'>,
  ClearanceFlagInput,
  Partial<ClearanceFlagInput>,
  ClearanceFlagQuery
>;

/** Accessors of `organisation.contactCategories`. */
export type OrganisationContactCategoriesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ContactCategory,
  ListShape<ContactCategory, 'paginated'>,
  ContactCategoryInput,
  Partial<ContactCategoryInput>,
  ContactCategoryQuery
>;

/** Accessors of `organisation.consents`. */
export type OrganisationConsentsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Consent,
  ListShape<Consent, 'paginated'>,
  ConsentInput,
  Partial<ConsentInput>,
  ConsentQuery
>;

/** Accessors of `organisation.disclosureTypes`. */
export type OrganisationDisclosureTypesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  DisclosureType,
  ListShape<DisclosureType, 'paginated'>,
  DisclosureTypeInput,
  Partial<DisclosureTypeInput>,
  DisclosureTypeQuery
>;

/** Accessors of `organisation.emailLogGroups`. */
export interface OrganisationEmailLogGroupsApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  EmailLogGroup,
  ListShape<EmailLogGroup, 'paginated'>,
  EmailLogGroupInput,
  Partial<EmailLogGroupInput>,
  EmailLogGroupQuery
> {
  /** `/organisation/email-log-groups/{groupId}/logs/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/email-log-groups/{groupId}/logs/{id}`. */
  logs(groupId: PathParam): OrganisationEmailLogGroupsLogsApi;
}

/** Accessors of `organisation.emailLogGroups.logs`. */
export type OrganisationEmailLogGroupsLogsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  EmailLog,
  ListShape<EmailLog, 'paginated'>,
  EmailLogInput,
  Partial<EmailLogInput>,
  EmailLogQuery
>;

/** Accessors of `organisation.emailTemplates`. */
export interface OrganisationEmailTemplatesApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  EmailTemplate,
  ListShape<EmailTemplate, 'paginated'>,
  EmailTemplateInput,
  Partial<EmailTemplateInput>,
  EmailTemplateQuery
> {
  /** `GET /organisation/email-templates/new-user/preview` (spec 7.11). An HTML preview of the new-user e-mail. */
  newUserPreview<R = string>(query?: EmailPreviewQuery, options?: RequestExtras): Promise<R>;
}

/** Accessors of `organisation.expenses`. */
export interface OrganisationExpensesApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ExpenseSetting,
  ListShape<ExpenseSetting, 'paginated'>,
  ExpenseSettingInput,
  Partial<ExpenseSettingInput>,
  ExpenseSettingQuery
> {
  /** `/organisation/expenses/rates/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/expenses/rates/{id}`. */
  readonly rates: OrganisationExpensesRatesApi;
  /** `/organisation/expenses/types/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/expenses/types/{id}`. */
  readonly types: OrganisationExpensesTypesApi;
}

/** Accessors of `organisation.expenses.rates`. */
export type OrganisationExpensesRatesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ExpenseRate,
  ListShape<ExpenseRate, 'paginated'>,
  ExpenseRateInput,
  Partial<ExpenseRateInput>,
  ExpenseRateQuery
>;

/** Accessors of `organisation.expenses.types`. */
export type OrganisationExpensesTypesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ExpenseType,
  ListShape<ExpenseType, 'paginated'>,
  ExpenseTypeInput,
  Partial<ExpenseTypeInput>,
  ExpenseTypeQuery
>;

/** Accessors of `organisation.inductionModules`. */
export type OrganisationInductionModulesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  InductionModule,
  ListShape<InductionModule, 'paginated'>,
  InductionModuleInput,
  Partial<InductionModuleInput>,
  InductionModuleQuery
>;

/** Accessors of `organisation.links`. */
export type OrganisationLinksApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Link,
  ListShape<Link, 'paginated'>,
  LinkInput,
  Partial<LinkInput>,
  LinkQuery
>;

/** Accessors of `organisation.loginMessages`. */
export interface OrganisationLoginMessagesApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  LoginMessage,
  ListShape<LoginMessage, 'paginated'>,
  LoginMessageInput,
  Partial<LoginMessageInput>,
  LoginMessageQuery
> {
  /** `/organisation/login-messages/{id}/logs/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/login-messages/{id}/logs/{logId}`. */
  logs(id: PathParam): OrganisationLoginMessagesLogsApi;
}

/** Accessors of `organisation.loginMessages.logs`. */
export type OrganisationLoginMessagesLogsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  LoginMessageLog,
  ListShape<LoginMessageLog, 'paginated'>,
  LoginMessageLogInput,
  Partial<LoginMessageLogInput>,
  LoginMessageLogQuery
>;

/** Accessors of `organisation.motivationBases`. */
export type OrganisationMotivationBasesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  MotivationBasis,
  ListShape<MotivationBasis, 'paginated'>,
  MotivationBasisInput,
  Partial<MotivationBasisInput>,
  MotivationBasisQuery
>;

/** Accessors of `organisation.motivations`. */
export type OrganisationMotivationsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Motivation,
  ListShape<Motivation, 'paginated'>,
  MotivationInput,
  Partial<MotivationInput>,
  MotivationQuery
>;

/** Accessors of `organisation.noteCategories`. */
export type OrganisationNoteCategoriesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  NoteCategory,
  ListShape<NoteCategory, 'paginated'>,
  NoteCategoryInput,
  Partial<NoteCategoryInput>,
  NoteCategoryQuery
>;

/** Accessors of `organisation.oauth`. */
export interface OrganisationOauthApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  OAuthProvider,
  ListShape<OAuthProvider, 'paginated'>,
  OAuthProviderInput,
  Partial<OAuthProviderInput>,
  OAuthProviderQuery
> {
  /** `/organisation/oauth/clients/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/oauth/clients/{id}`. */
  readonly clients: OrganisationOauthClientsApi;
}

/** Accessors of `organisation.oauth.clients`. */
export type OrganisationOauthClientsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  OAuthClient,
  ListShape<OAuthClient, 'paginated'>,
  OAuthClientInput,
  Partial<OAuthClientInput>,
  OAuthClientQuery
>;

/** Accessors of `organisation.partners`. */
export type OrganisationPartnersApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  OrganisationPartner,
  ListShape<OrganisationPartner, 'paginated'>,
  OrganisationPartnerInput,
  Partial<OrganisationPartnerInput>,
  OrganisationPartnerQuery
>;

/** Accessors of `organisation.permissionGroups`. */
export type OrganisationPermissionGroupsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  PermissionGroup,
  ListShape<PermissionGroup, 'paginated'>,
  PermissionGroupInput,
  Partial<PermissionGroupInput>,
  PermissionGroupQuery
>;

/** Accessors of `organisation.recognitionTemplates`. */
export type OrganisationRecognitionTemplatesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  RecognitionTemplate,
  ListShape<RecognitionTemplate, 'paginated'>,
  RecognitionTemplateInput,
  Partial<RecognitionTemplateInput>,
  RecognitionTemplateQuery
>;

/** Accessors of `organisation.recruitment`. */
export interface OrganisationRecruitmentApi {
  /** `/organisation/recruitment/questions/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/recruitment/questions/{id}`. */
  readonly questions: OrganisationRecruitmentQuestionsApi;
  /** `/organisation/recruitment/categories/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/recruitment/categories/{id}`. */
  readonly categories: OrganisationRecruitmentCategoriesApi;
}

/** Accessors of `organisation.recruitment.questions`. */
export type OrganisationRecruitmentQuestionsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  RecruitmentQuestion,
  ListShape<RecruitmentQuestion, 'paginated'>,
  RecruitmentQuestionInput,
  Partial<RecruitmentQuestionInput>,
  RecruitmentQuestionQuery
>;

/** Accessors of `organisation.recruitment.categories`. */
export interface OrganisationRecruitmentCategoriesApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  RecruitmentCategory,
  ListShape<RecruitmentCategory, 'paginated'>,
  RecruitmentCategoryInput,
  Partial<RecruitmentCategoryInput>,
  RecruitmentCategoryQuery
> {
  /** `/organisation/recruitment/categories/{categoryId}/stages/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/recruitment/categories/{categoryId}/stages/{id}`. */
  stages(categoryId: PathParam): OrganisationRecruitmentCategoriesStagesApi;
  /** `POST /organisation/recruitment/categories/{id}/duplicate` (spec 7.11). */
  duplicate<R = ItemResponse<RecruitmentCategory>>(
    id: PathParam,
    body?: RecruitmentCategoryInput,
    options?: CallOptions,
  ): Promise<R>;
}

/** Accessors of `organisation.recruitment.categories.stages`. */
export type OrganisationRecruitmentCategoriesStagesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  RecruitmentStage,
  ListShape<RecruitmentStage, 'paginated'>,
  RecruitmentStageInput,
  Partial<RecruitmentStageInput>,
  RecruitmentStageQuery
>;

/** Accessors of `organisation.recruitmentClosingReasons`. */
export type OrganisationRecruitmentClosingReasonsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ClosingReason,
  ListShape<ClosingReason, 'paginated'>,
  ClosingReasonInput,
  Partial<ClosingReasonInput>,
  ClosingReasonQuery
>;

/** Accessors of `organisation.referenceQuestions`. */
export type OrganisationReferenceQuestionsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ReferenceQuestion,
  ListShape<ReferenceQuestion, 'paginated'>,
  ReferenceQuestionInput,
  Partial<ReferenceQuestionInput>,
  ReferenceQuestionQuery
>;

/** Accessors of `organisation.residentialCancelReasons`. */
export type OrganisationResidentialCancelReasonsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  CancelReason,
  ListShape<CancelReason, 'paginated'>,
  CancelReasonInput,
  Partial<CancelReasonInput>,
  CancelReasonQuery
>;

/** Accessors of `organisation.residentialResources`. */
export type OrganisationResidentialResourcesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ResidentialResource,
  ListShape<ResidentialResource, 'paginated'>,
  ResidentialResourceInput,
  Partial<ResidentialResourceInput>,
  ResidentialResourceQuery
>;

/** Accessors of `organisation.riskActivities`. */
export type OrganisationRiskActivitiesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  RiskActivity,
  ListShape<RiskActivity, 'paginated'>,
  RiskActivityInput,
  Partial<RiskActivityInput>,
  RiskActivityQuery
>;

/** Accessors of `organisation.roleFamilies`. */
export type OrganisationRoleFamiliesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  RoleFamily,
  ListShape<RoleFamily, 'paginated'>,
  RoleFamilyInput,
  Partial<RoleFamilyInput>,
  RoleFamilyQuery
>;

/** Accessors of `organisation.roleProfiles`. */
export interface OrganisationRoleProfilesApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Role,
  ListShape<Role, 'paginated'>,
  RoleInput,
  Partial<RoleInput>,
  RoleQuery
> {
  /** `/organisation/role-profiles/{roleProfileId}/images/` (spec 7.11): list, show, store, update, delete. Item path: `/organisation/role-profiles/{roleProfileId}/images/{id}`. */
  images(roleProfileId: PathParam): OrganisationRoleProfilesImagesApi;
  /** `PUT /organisation/role-profiles/bulk-update/` (spec 7.11). */
  bulkUpdate<R = ListShape<Role, 'data'>>(query?: QueryParams, options?: RequestExtras): Promise<R>;
  /** `GET /organisation/role-profiles/account-codes/` (spec 7.11). */
  accountCodes<R = ListShape<AccountCode, 'data'>>(
    query?: NoQuery,
    options?: RequestExtras,
  ): Promise<R>;
}

/** Accessors of `organisation.roleProfiles.images`. */
export type OrganisationRoleProfilesImagesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Attachment,
  ListShape<Attachment, 'paginated'>,
  AttachmentInput | FormData | Blob,
  Partial<AttachmentInput>,
  AttachmentQuery
>;

/** Accessors of `organisation.shiftPatterns`. */
export type OrganisationShiftPatternsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ShiftPattern,
  ListShape<ShiftPattern, 'paginated'>,
  ShiftPatternInput,
  Partial<ShiftPatternInput>,
  ShiftPatternQuery
>;

/** Accessors of `organisation.signups`. */
export type OrganisationSignupsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Signup,
  ListShape<Signup, 'paginated'>,
  SignupInput,
  Partial<SignupInput>,
  SignupQuery
>;

/** Accessors of `organisation.skillCategories`. */
export type OrganisationSkillCategoriesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  SkillCategory,
  ListShape<SkillCategory, 'paginated'>,
  SkillCategoryInput,
  Partial<SkillCategoryInput>,
  SkillCategoryQuery
>;

/** Accessors of `organisation.skills`. */
export type OrganisationSkillsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Skill,
  ListShape<Skill, 'paginated'>,
  SkillInput,
  Partial<SkillInput>,
  SkillQuery
>;

/** Accessors of `organisation.dynamicSkills`. */
export type OrganisationDynamicSkillsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  DynamicSkill,
  ListShape<DynamicSkill, 'paginated'>,
  DynamicSkillInput,
  Partial<DynamicSkillInput>,
  DynamicSkillQuery
>;

/** Accessors of `organisation.statisticSets`. */
export type OrganisationStatisticSetsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  StatisticSet,
  ListShape<StatisticSet, 'paginated'>,
  StatisticSetInput,
  Partial<StatisticSetInput>,
  StatisticSetQuery
>;

/** Accessors of `organisation.tags`. */
export type OrganisationTagsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Tag,
  ListShape<Tag, 'paginated'>,
  TagInput,
  Partial<TagInput>,
  TagQuery
>;

/** Accessors of `organisation.terms`. */
export type OrganisationTermsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Terms,
  ListShape<Terms, 'paginated'>,
  TermsInput,
  Partial<TermsInput>,
  TermsQuery
>;

/** Accessors of `organisation.webhooks`. */
export type OrganisationWebhooksApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Webhook,
  ListShape<Webhook, 'paginated'>,
  WebhookInput,
  Partial<WebhookInput>,
  WebhookQuery
>;

/** Accessors of `organisation.taskLeavingReasons`. */
export type OrganisationTaskLeavingReasonsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  TaskLeavingReason,
  ListShape<TaskLeavingReason, 'paginated'>,
  TaskLeavingReasonInput,
  Partial<TaskLeavingReasonInput>,
  TaskLeavingReasonQuery
>;

/** Accessors of `organisation.taskPriorities`. */
export type OrganisationTaskPrioritiesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  TaskPriority,
  ListShape<TaskPriority, 'paginated'>,
  TaskPriorityInput,
  Partial<TaskPriorityInput>,
  TaskPriorityQuery
>;

/** Accessors of `organisation.taskStatuses`. */
export type OrganisationTaskStatusesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  TaskStatus,
  ListShape<TaskStatus, 'paginated'>,
  TaskStatusInput,
  Partial<TaskStatusInput>,
  TaskStatusQuery
>;

/** Accessors of `organisation.queryBuilder`. */
export interface OrganisationQueryBuilderApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  SavedQuery,
  ListShape<SavedQuery, 'paginated'>,
  SavedQueryInput,
  Partial<SavedQueryInput>,
  SavedQueryQuery
> {
  /** `POST /organisation/query-builder/preview` (spec 7.11). Previews a query with {query}. */
  preview<R = ListShape<QueryMatch, 'paginated'>>(
    body?: QueryBuilderPreview,
    options?: CallOptions,
  ): Promise<R>;
  /** `POST /organisation/query-builder/validate/` (spec 7.11). */
  validate<R = QueryValidity>(body?: QueryBuilderPreview, options?: CallOptions): Promise<R>;
}

/** Accessors of `organisation.countries`. */
export type OrganisationCountriesApi = ResourceApi<
  'list',
  Country,
  ListShape<Country, 'paginated'>,
  RequestBody,
  RequestBody,
  CountryQuery
>;

/** Accessors of `organisation.leavingReasons`. */
export type OrganisationLeavingReasonsApi = ResourceApi<
  'list' | 'show' | 'store' | 'delete',
  LeavingReason,
  ListShape<LeavingReason, 'paginated'>,
  LeavingReasonInput,
  Partial<LeavingReasonInput>,
  LeavingReasonQuery
>;

/** Accessors of `organisation.recognitionCategories`. */
export type OrganisationRecognitionCategoriesApi = ResourceApi<
  'list' | 'show' | 'store' | 'delete',
  RecognitionCategory,
  ListShape<RecognitionCategory, 'paginated'>,
  RecognitionCategoryInput,
  Partial<RecognitionCategoryInput>,
  RecognitionCategoryQuery
>;

/** Accessors of `organisation.roleBases`. */
export type OrganisationRoleBasesApi = ResourceApi<
  'list' | 'show' | 'store' | 'delete',
  RoleBasis,
  ListShape<RoleBasis, 'paginated'>,
  RoleBasisInput,
  Partial<RoleBasisInput>,
  RoleBasisQuery
>;

/** Accessors of `organisation.permissionCategories`. */
export type OrganisationPermissionCategoriesApi = ResourceApi<
  'list' | 'show',
  PermissionCategory,
  ListShape<PermissionCategory, 'paginated'>,
  PermissionCategoryInput,
  Partial<PermissionCategoryInput>,
  PermissionCategoryQuery
>;

/** Accessors of `organisation.permissions`. */
export type OrganisationPermissionsApi = ResourceApi<
  'list' | 'show' | 'update',
  Permission,
  ListShape<Permission, 'paginated'>,
  PermissionInput,
  Partial<PermissionInput>,
  PermissionQuery
>;

/** Accessors of `organisation.touchpointTypes`. */
export type OrganisationTouchpointTypesApi = ResourceApi<
  'list' | 'show',
  TouchpointType,
  ListShape<TouchpointType, 'paginated'>,
  TouchpointTypeInput,
  Partial<TouchpointTypeInput>,
  TouchpointTypeQuery
>;

/** Accessors of `organisation.savedList`. */
export type OrganisationSavedListApi = ResourceApi<
  'show' | 'store',
  SavedList,
  ListShape<SavedList, 'paginated'>,
  SavedListInput,
  Partial<SavedListInput>,
  SavedListQuery
>;

/** Accessors of `organisation.safeguarding`. */
export interface OrganisationSafeguardingApi {
  /** `GET /organisation/safeguarding/` (spec 7.11). */
  show<R = ItemResponse<SafeguardingSettings>>(
    query?: NoQuery,
    options?: RequestExtras,
  ): Promise<R>;
  /** `PUT /organisation/safeguarding/` (spec 7.11). */
  update<R = ItemResponse<SafeguardingSettings>>(
    body?: SafeguardingSettingsInput,
    options?: CallOptions,
  ): Promise<R>;
}

/** Accessors of `organisation.diversity`. */
export interface OrganisationDiversityApi {
  /** `GET /organisation/diversity/categories` (spec 7.11). */
  categories<R = ListShape<DiversityCategory, 'data'>>(
    query?: QueryParams,
    options?: RequestExtras,
  ): Promise<R>;
  /** The `organisation.diversity.reports` group. */
  readonly reports: OrganisationDiversityReportsApi;
  /** `GET /organisation/diversity/questions` (spec 7.11). */
  questions<R = ListShape<DiversityQuestion, 'data'>>(
    query?: NoQuery,
    options?: RequestExtras,
  ): Promise<R>;
}

/** Accessors of `organisation.diversity.reports`. */
export interface OrganisationDiversityReportsApi {
  /** `GET /organisation/diversity/reports/user` (spec 7.11). The user report; the teams report uses this same path. */
  user<R = ListShape<DiversityCount, 'data'>>(
    query?: QueryParams,
    options?: RequestExtras,
  ): Promise<R>;
  /** `GET /organisation/diversity/reports/applicant` (spec 7.11). */
  applicant<R = ListShape<DiversityCount, 'data'>>(
    query?: QueryParams,
    options?: RequestExtras,
  ): Promise<R>;
  /** `GET /organisation/diversity/reports/cleared-applicant` (spec 7.11). */
  clearedApplicant<R = ListShape<DiversityCount, 'data'>>(
    query?: QueryParams,
    options?: RequestExtras,
  ): Promise<R>;
  /** `GET /organisation/diversity/reports/user-dob` (spec 7.11). */
  userDob<R = ListShape<DiversityCount, 'data'>>(
    query?: QueryParams,
    options?: RequestExtras,
  ): Promise<R>;
}

/** Accessors of `organisation.helpdeskTickets`. */
export interface OrganisationHelpdeskTicketsApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  HelpdeskTicket,
  ListShape<HelpdeskTicket, 'paginated'>,
  HelpdeskTicketInput,
  Partial<HelpdeskTicketInput>,
  HelpdeskTicketQuery
> {
  /** `GET /organisation/{helpdesk}-tickets/tags/` (spec 7.11). */
  tags<R = ListShape<StoredRecord, 'data'>>(query?: NoQuery, options?: RequestExtras): Promise<R>;
}

/** Accessors of `teams`. */
export interface TeamsApi extends ResourceApi<
  'list' | 'show',
  Team,
  ListShape<Team, 'data'>,
  RequestBody,
  RequestBody,
  TeamSearchQuery
> {
  /** `/teams/{teamId}/residential/changeover-days/` (spec 7.9): list, show, store, update, delete. Item path: `/teams/{teamId}/residential/changeover-days/{id}`. */
  changeoverDays(teamId: PathParam): TeamsChangeoverDaysApi;
  /** The `teams.site` group. */
  readonly site: TeamsSiteApi;
}

/** Accessors of `teams.changeoverDays`. */
export type TeamsChangeoverDaysApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ChangeoverDay,
  ListShape<ChangeoverDay, 'paginated'>,
  ChangeoverDayInput,
  Partial<ChangeoverDayInput>,
  ChangeoverDayQuery
>;

/** Accessors of `teams.site`. */
export interface TeamsSiteApi {
  /** `GET /teams/site` (spec 7.12). */
  list<R = ItemResponse<TeamSite>>(query?: QueryParams, options?: RequestExtras): Promise<R>;
  /** `GET /teams/{teamId}/site` (spec 7.12). */
  show<R = ItemResponse<TeamSite>>(
    teamId: PathParam,
    query?: NoQuery,
    options?: RequestExtras,
  ): Promise<R>;
  /** `POST /teams/{teamId}/site` (spec 7.12). */
  store<R = ItemResponse<TeamSite>>(
    teamId: PathParam,
    body?: TeamSiteInput,
    options?: CallOptions,
  ): Promise<R>;
  /** `PUT /teams/{teamId}/site` (spec 7.12). */
  update<R = ItemResponse<TeamSite>>(
    teamId: PathParam,
    body?: TeamSiteInput,
    options?: CallOptions,
  ): Promise<R>;
  /** `POST /teams/{teamId}/site/file` (spec 7.12). */
  file<R = ItemResponse<StoredRecord>>(
    teamId: PathParam,
    body?: FormData | Blob,
    options?: CallOptions,
  ): Promise<R>;
  /** `POST /teams/{teamId}/site/contact-us` (spec 7.12). */
  contactUs<R = ItemResponse<ContactReceived>>(
    teamId: PathParam,
    body?: ContactMessage,
    options?: CallOptions,
  ): Promise<R>;
  /** `POST /teams/{teamId}/site/log-file-download` (spec 7.12). */
  logFileDownload<R = ItemResponse<StoredRecord>>(
    teamId: PathParam,
    query?: QueryParams,
    options?: RequestExtras,
  ): Promise<R>;
}

/** Accessors of `opportunities`. */
export interface OpportunitiesApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Opportunity,
  ListShape<Opportunity, 'paginated'>,
  GeneralOpportunityInput,
  Partial<GeneralOpportunityInput>,
  OpportunityQuery
> {
  /** `POST /opportunities/log/search` (spec 7.3), public. Logs a search with {opportunities_ids}; sent after each search. */
  logSearch<R = ItemResponse<SearchLogEntry>>(body?: SearchLog, options?: CallOptions): Promise<R>;
  /** `POST /opportunities/log-apply-action` (spec 7.9), public. Logs an apply action with {slug}. */
  logApplyAction<R = ItemResponse<ApplyActionLog>>(
    body?: ApplyActionLog,
    options?: CallOptions,
  ): Promise<R>;
  /** `/opportunities/{opportunityId}/supervisors/` (spec 7.9): list, show, store, update, delete. Item path: `/opportunities/{opportunityId}/supervisors/{id}`. */
  supervisors(opportunityId: PathParam): OpportunitiesSupervisorsApi;
  /** `/opportunities/{opportunityId}/related` (spec 7.9): list, show, store, update, delete. Item path: `/opportunities/{opportunityId}/related/{id}`. */
  related(opportunityId: PathParam): OpportunitiesRelatedApi;
  /** `/opportunities/{opportunityId}/application-form/` (spec 7.9): list, show, store, update, delete. Item path: `/opportunities/{opportunityId}/application-form/{id}`. */
  applicationForm(opportunityId: PathParam): OpportunitiesApplicationFormApi;
  /** `/opportunities/{opportunityId}/apply/` (spec 7.9): list, show, store, update, delete. Item path: `/opportunities/{opportunityId}/apply/{id}`. */
  apply(opportunityId: PathParam): OpportunitiesApplyApi;
  /** `/opportunities/{opportunityId}/contact/` (spec 7.9): list, show, store, update, delete. Item path: `/opportunities/{opportunityId}/contact/{id}`. */
  contact(opportunityId: PathParam): OpportunitiesContactApi;
  /** `/opportunities/{opportunityId}/notes/` (spec 7.9): list, show, store, update, delete. Item path: `/opportunities/{opportunityId}/notes/{id}`. */
  notes(opportunityId: PathParam): OpportunitiesNotesApi;
}

/** Accessors of `opportunities.supervisors`. */
export type OpportunitiesSupervisorsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  OpportunitySupervisor,
  ListShape<OpportunitySupervisor, 'paginated'>,
  OpportunitySupervisorInput,
  Partial<OpportunitySupervisorInput>,
  OpportunitySupervisorQuery
>;

/** Accessors of `opportunities.related`. */
export type OpportunitiesRelatedApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Opportunity,
  ListShape<Opportunity, 'paginated'>,
  RequestBody,
  RequestBody,
  RelatedOpportunityQuery
>;

/** Accessors of `opportunities.applicationForm`. */
export type OpportunitiesApplicationFormApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ApplicationForm,
  ApplicationFormAnswer,
  RequestBody,
  RequestBody,
  NoQuery
>;

/** Accessors of `opportunities.apply`. */
export type OpportunitiesApplyApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ApplicationMade,
  ListShape<ApplicationMade, 'paginated'>,
  ApplicationSubmission | FormData,
  Partial<ApplicationSubmission>,
  ListQuery
>;

/** Accessors of `opportunities.contact`. */
export type OpportunitiesContactApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  OpportunityContact,
  ListShape<OpportunityContact, 'paginated'>,
  OpportunityContactInput,
  Partial<OpportunityContactInput>,
  OpportunityContactQuery
>;

/** Accessors of `opportunities.notes`. */
export type OpportunitiesNotesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Note,
  ListShape<Note, 'paginated'>,
  NoteInput,
  Partial<NoteInput>,
  NoteQuery
>;

/** Accessors of `dashboard`. */
export interface DashboardApi extends ResourceApi<
  'list' | 'show' | 'store' | 'delete',
  Dashboard,
  ListShape<Dashboard, 'paginated'>,
  DashboardInput,
  Partial<DashboardInput>,
  DashboardQuery
> {
  /** `/dashboard/recent-actions/` (spec 7.4): list, show, store, delete. Item path: `/dashboard/recent-actions/{id}`. */
  readonly recentActions: DashboardRecentActionsApi;
}

/** Accessors of `dashboard.recentActions`. */
export type DashboardRecentActionsApi = ResourceApi<
  'list' | 'show' | 'store' | 'delete',
  RecentAction,
  ListShape<RecentAction, 'paginated'>,
  RecentActionInput,
  Partial<RecentActionInput>,
  RecentActionQuery
>;

/** Accessors of `directory`. */
export type DirectoryApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  DirectoryEntry,
  ListShape<DirectoryEntry, 'paginated'>,
  DirectoryEntryInput,
  Partial<DirectoryEntryInput>,
  DirectoryEntryQuery
>;

/** Accessors of `documents`. */
export type DocumentsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Document,
  ListShape<Document, 'paginated'>,
  DocumentInput | FormData | Blob,
  Partial<DocumentInput>,
  DocumentQuery
>;

/** Accessors of `folders`. */
export type FoldersApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Folder,
  ListShape<Folder, 'paginated'>,
  FolderInput,
  Partial<FolderInput>,
  FolderQuery
>;

/** Accessors of `news`. */
export type NewsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  NewsItem,
  ListShape<NewsItem, 'paginated'>,
  NewsItemInput,
  Partial<NewsItemInput>,
  NewsItemQuery
>;

/** Accessors of `motivations`. */
export type MotivationsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Motivation,
  ListShape<Motivation, 'paginated'>,
  MotivationInput,
  Partial<MotivationInput>,
  MotivationQuery
>;

/** Accessors of `hub`. */
export type HubApi = ResourceApi<
  'list' | 'show' | 'store' | 'delete',
  HubEntry,
  ListShape<HubEntry, 'paginated'>,
  HubEntryInput,
  Partial<HubEntryInput>,
  HubEntryQuery
>;

/** Accessors of `images`. */
export type ImagesApi = ResourceApi<
  'show' | 'store' | 'update' | 'delete',
  Attachment,
  ListShape<Attachment, 'paginated'>,
  AttachmentInput | FormData | Blob,
  Partial<AttachmentInput>,
  AttachmentQuery
>;

/** Accessors of `search`. */
export type SearchApi = ResourceApi<
  'list' | 'show',
  SearchHit,
  ListShape<SearchHit, 'paginated'>,
  SearchHitInput,
  Partial<SearchHitInput>,
  SearchHitQuery
>;

/** Accessors of `systemInfo`. */
export type SystemInfoApi = ResourceApi<
  'list' | 'show',
  SystemInfo,
  ListShape<SystemInfo, 'paginated'>,
  SystemInfoInput,
  Partial<SystemInfoInput>,
  SystemInfoQuery
>;

/** Accessors of `telemetry`. */
export type TelemetryApi = ResourceApi<
  'store',
  TelemetryEvent,
  ListShape<TelemetryEvent, 'paginated'>,
  TelemetryEventInput,
  Partial<TelemetryEventInput>,
  TelemetryEventQuery
>;

/** Accessors of `calendar`. */
export interface CalendarApi extends ResourceApi<
  'list',
  CalendarEntry,
  ListShape<CalendarEntry, 'paginated'>,
  CalendarEntryInput,
  Partial<CalendarEntryInput>,
  CalendarEntryQuery
> {
  /** `GET /calendar/available-types/` (spec 7.4). */
  availableTypes<R = ListShape<CalendarType, 'data'>>(
    query?: NoQuery,
    options?: RequestExtras,
  ): Promise<R>;
}

/** Accessors of `contactUs`. */
export type ContactUsApi = ResourceApi<
  'store',
  ContactUsMessage,
  ListShape<ContactUsMessage, 'paginated'>,
  ContactUsMessageInput,
  Partial<ContactUsMessageInput>,
  ContactUsMessageQuery
>;

/** Accessors of `mobileDashboard`. */
export interface MobileDashboardApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Dashboard,
  ListShape<Dashboard, 'paginated'>,
  DashboardInput,
  Partial<DashboardInput>,
  DashboardQuery
> {
  /** `GET /mobile/dashboard/stats/` (spec 7.4). */
  stats<R = ItemResponse<DashboardStats>>(query?: NoQuery, options?: RequestExtras): Promise<R>;
}

/** Accessors of `analytics`. */
export interface AnalyticsApi extends ResourceApi<
  'list' | 'show' | 'store' | 'delete',
  SavedReport,
  ListShape<SavedReport, 'paginated'>,
  SavedReportInput,
  Partial<SavedReportInput>,
  SavedReportQuery
> {
  /** The `analytics.activities` group. */
  readonly activities: AnalyticsActivitiesApi;
  /** `/analytics/organisation-stats` (spec 7.5): list. */
  readonly organisationStats: AnalyticsOrganisationStatsApi;
  /** `/analytics/starters-leavers/` (spec 7.5): show, store, delete. Item path: `/analytics/starters-leavers/{id}`. */
  readonly startersLeavers: AnalyticsStartersLeaversApi;
  /** `/analytics/training/` (spec 7.5): show, store, delete. Item path: `/analytics/training/{id}`. */
  readonly training: AnalyticsTrainingApi;
}

/** Accessors of `analytics.activities`. */
export interface AnalyticsActivitiesApi {
  /** `GET /analytics/activities/upcoming/` (spec 7.5). */
  upcoming<R = UpcomingActivitiesReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `POST /analytics/activities/upcoming/export` (spec 7.5). */
  upcomingExport<R = ItemResponse<QueuedExport>>(
    query?: QueryParams,
    options?: RequestExtras,
  ): Promise<R>;
}

/** Accessors of `analytics.organisationStats`. */
export type AnalyticsOrganisationStatsApi = ResourceApi<
  'list',
  ReportPoint,
  SeriesReport,
  RequestBody,
  RequestBody,
  ReportQuery
>;

/** Accessors of `analytics.startersLeavers`. */
export interface AnalyticsStartersLeaversApi extends ResourceApi<
  'show' | 'store' | 'delete',
  SavedReport,
  ListShape<SavedReport, 'paginated'>,
  SavedReportInput,
  Partial<SavedReportInput>,
  SavedReportQuery
> {
  /** `GET /analytics/starters-leavers/overview/` (spec 7.5). */
  overview<R = SeriesReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /analytics/starters-leavers/chart/` (spec 7.5). */
  chart<R = StartersLeaversChartReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /analytics/starters-leavers/starters/` (spec 7.5). */
  starters<R = StartersReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `POST /analytics/starters-leavers/starters/export` (spec 7.5). */
  startersExport<R = ItemResponse<QueuedExport>>(
    query?: QueryParams,
    options?: RequestExtras,
  ): Promise<R>;
  /** `GET /analytics/starters-leavers/leavers/` (spec 7.5). */
  leavers<R = LeaversReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `POST /analytics/starters-leavers/leavers/export` (spec 7.5). */
  leaversExport<R = ItemResponse<QueuedExport>>(
    query?: QueryParams,
    options?: RequestExtras,
  ): Promise<R>;
  /** `GET /analytics/starters-leavers/leaving-reasons/` (spec 7.5). */
  leavingReasons<R = SeriesReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `POST /analytics/starters-leavers/leaving-reasons/export` (spec 7.5). */
  leavingReasonsExport<R = ItemResponse<QueuedExport>>(
    query?: QueryParams,
    options?: RequestExtras,
  ): Promise<R>;
  /** `GET /analytics/starters-leavers/motivations/` (spec 7.5). */
  motivations<R = SeriesReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
}

/** Accessors of `analytics.training`. */
export interface AnalyticsTrainingApi extends ResourceApi<
  'show' | 'store' | 'delete',
  SavedReport,
  ListShape<SavedReport, 'paginated'>,
  SavedReportInput,
  Partial<SavedReportInput>,
  SavedReportQuery
> {
  /** `GET /analytics/training/compulsory-training/` (spec 7.5). */
  compulsoryTraining<R = CompulsoryTrainingReport>(
    query?: ReportQuery,
    options?: RequestExtras,
  ): Promise<R>;
  /** `POST /analytics/training/compulsory-training/export` (spec 7.5). */
  compulsoryTrainingExport<R = ItemResponse<QueuedExport>>(
    query?: QueryParams,
    options?: RequestExtras,
  ): Promise<R>;
  /** `GET /analytics/training/adoption-by-module/` (spec 7.5). */
  adoptionByModule<R = TrainingAdoptionReport>(
    query?: ReportQuery,
    options?: RequestExtras,
  ): Promise<R>;
  /** `POST /analytics/training/adoption-by-module/export` (spec 7.5). */
  adoptionByModuleExport<R = ItemResponse<QueuedExport>>(
    query?: QueryParams,
    options?: RequestExtras,
  ): Promise<R>;
  /** `GET /analytics/training/by-user/` (spec 7.5). */
  byUser<R = TrainingByPersonReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `POST /analytics/training/by-user/export` (spec 7.5). */
  byUserExport<R = ItemResponse<QueuedExport>>(
    query?: QueryParams,
    options?: RequestExtras,
  ): Promise<R>;
  /** `GET /analytics/training/users-by-module/` (spec 7.5). */
  usersByModule<R = TrainingByModuleReport>(
    query?: ReportQuery,
    options?: RequestExtras,
  ): Promise<R>;
  /** `POST /analytics/training/users-by-module/export` (spec 7.5). */
  usersByModuleExport<R = ItemResponse<QueuedExport>>(
    query?: QueryParams,
    options?: RequestExtras,
  ): Promise<R>;
}

/** Accessors of `activities`. */
export interface ActivitiesApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Activity,
  ListShape<Activity, 'paginated'>,
  ActivityInput,
  Partial<ActivityInput>,
  ActivityQuery
> {
  /** `/activities/overlapping` (spec 7.6): show, store. Item path: `/activities/overlapping/{id}`. */
  readonly overlapping: ActivitiesOverlappingApi;
}

/** Accessors of `activities.overlapping`. */
export type ActivitiesOverlappingApi = ResourceApi<
  'show' | 'store',
  Activity,
  ListShape<Activity, 'paginated'>,
  ActivityInput,
  Partial<ActivityInput>,
  ActivityQuery
>;

/** Accessors of `activityMap`. */
export type ActivityMapApi = ResourceApi<
  'list' | 'update',
  ActivityMapEntry,
  ListShape<ActivityMapEntry, 'paginated'>,
  ActivityMapEntryInput,
  Partial<ActivityMapEntryInput>,
  ActivityMapEntryQuery
>;

/** Accessors of `addressBook`. */
export type AddressBookApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  AddressBookEntry,
  ListShape<AddressBookEntry, 'paginated'>,
  AddressBookEntryInput,
  Partial<AddressBookEntryInput>,
  AddressBookEntryQuery
>;

/** Accessors of `applications`. */
export type ApplicationsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Application,
  ListShape<Application, 'paginated'>,
  ApplicationInput,
  Partial<ApplicationInput>,
  ApplicationQuery
>;

/** Accessors of `barcodes`. */
export type BarcodesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Barcode,
  ListShape<Barcode, 'paginated'>,
  BarcodeInput,
  Partial<BarcodeInput>,
  BarcodeQuery
>;

/** Accessors of `claims`. */
export type ClaimsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Claim,
  ListShape<Claim, 'paginated'>,
  ClaimInput,
  Partial<ClaimInput>,
  ClaimQuery
>;

/** Accessors of `bulk`. */
export interface BulkApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  BulkAction,
  ListShape<BulkAction, 'paginated'>,
  BulkActionInput,
  Partial<BulkActionInput>,
  BulkActionQuery
> {
  /** `/bulk/email/` (spec 7.6): list, show, store, update, delete. Item path: `/bulk/email/{id}`. */
  readonly email: BulkEmailApi;
  /** `/bulk/tasks/` (spec 7.6): list, show, store, update, delete. Item path: `/bulk/tasks/{id}`. */
  readonly tasks: BulkTasksApi;
  /** `/bulk/imports/` (spec 7.6): list, show, store, update. Item path: `/bulk/imports/{id}`. */
  readonly imports: BulkImportsApi;
}

/** Accessors of `bulk.email`. */
export type BulkEmailApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  BulkEmail,
  ListShape<BulkEmail, 'paginated'>,
  BulkEmailInput,
  Partial<BulkEmailInput>,
  BulkEmailQuery
>;

/** Accessors of `bulk.tasks`. */
export type BulkTasksApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  BulkTaskRun,
  ListShape<BulkTaskRun, 'paginated'>,
  BulkTaskRequest,
  Partial<BulkTaskRequest>,
  BulkTaskRunQuery
>;

/** Accessors of `bulk.imports`. */
export interface BulkImportsApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update',
  BulkImport,
  ListShape<BulkImport, 'paginated'>,
  BulkImportInput,
  Partial<BulkImportInput>,
  BulkImportQuery
> {
  /** `/bulk/imports/{importId}/records/` (spec 7.6): list, show, update. Item path: `/bulk/imports/{importId}/records/{id}`. */
  records(importId: PathParam): BulkImportsRecordsApi;
}

/** Accessors of `bulk.imports.records`. */
export type BulkImportsRecordsApi = ResourceApi<
  'list' | 'show' | 'update',
  ImportRow,
  ListShape<ImportRow, 'paginated'>,
  ImportRowInput,
  Partial<ImportRowInput>,
  ImportRowQuery
>;

/** Accessors of `chats`. */
export interface ChatsApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Chat,
  ListShape<Chat, 'paginated'>,
  ChatInput,
  Partial<ChatInput>,
  ChatQuery
> {
  /** `/chats/{chatId}/messages/` (spec 7.6): list, show, store, update, delete. Item path: `/chats/{chatId}/messages/{id}`. */
  messages(chatId: PathParam): ChatsMessagesApi;
}

/** Accessors of `chats.messages`. */
export type ChatsMessagesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ChatMessage,
  ListShape<ChatMessage, 'paginated'>,
  ChatMessageInput,
  Partial<ChatMessageInput>,
  ChatMessageQuery
>;

/** Accessors of `events`. */
export interface EventsApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Event,
  ListShape<Event, 'paginated'>,
  EventInput,
  Partial<EventInput>,
  EventQuery
> {
  /** `/events/{eventId}/attachments/` (spec 7.7): list, show, store, update, delete. Item path: `/events/{eventId}/attachments/{id}`. */
  attachments(eventId: PathParam): EventsAttachmentsApi;
  /** `/events/{eventId}/invitations/` (spec 7.7): list, show, store, update, delete. Item path: `/events/{eventId}/invitations/{id}`. */
  invitations(eventId: PathParam): EventsInvitationsApi;
  /** `/events/{eventId}/supervisors/` (spec 7.7): list, show, store, update, delete. Item path: `/events/{eventId}/supervisors/{id}`. */
  supervisors(eventId: PathParam): EventsSupervisorsApi;
  /** `/events/{eventId}/sessions/` (spec 7.7): list, show, store, update, delete. Item path: `/events/{eventId}/sessions/{id}`. */
  sessions(eventId: PathParam): EventsSessionsApi;
  /** `GET /events/{eventId}/get-users-saved-list` (spec 7.7). */
  usersSavedList<R = ListShape<StoredRecord, 'data'>>(
    eventId: PathParam,
    query?: NoQuery,
    options?: RequestExtras,
  ): Promise<R>;
}

/** Accessors of `events.attachments`. */
export type EventsAttachmentsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Attachment,
  ListShape<Attachment, 'paginated'>,
  AttachmentInput | FormData | Blob,
  Partial<AttachmentInput>,
  AttachmentQuery
>;

/** Accessors of `events.invitations`. */
export type EventsInvitationsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  EventInvitation,
  ListShape<EventInvitation, 'paginated'>,
  EventInvitationInput,
  Partial<EventInvitationInput>,
  EventInvitationQuery
>;

/** Accessors of `events.supervisors`. */
export type EventsSupervisorsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  EventSupervisor,
  ListShape<EventSupervisor, 'paginated'>,
  EventSupervisorInput,
  Partial<EventSupervisorInput>,
  EventSupervisorQuery
>;

/** Accessors of `events.sessions`. */
export interface EventsSessionsApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  EventSession,
  ListShape<EventSession, 'paginated'>,
  EventSessionInput,
  Partial<EventSessionInput>,
  EventSessionQuery
> {
  /** `PUT /events/{eventId}/sessions/bulk-update/` (spec 7.7). */
  bulkUpdate<R = ListShape<EventSession, 'data'>>(
    body?: SessionsBulkUpdate,
    options?: CallOptions,
  ): Promise<R>;
  /** `PUT /events/{eventId}/sessions/bulk-update-location/` (spec 7.7). */
  bulkUpdateLocation<R = ListShape<EventSession, 'data'>>(
    body?: SessionsLocation,
    options?: CallOptions,
  ): Promise<R>;
  /** `PUT /events/{eventId}/sessions/bulk-update-attendees/` (spec 7.7). */
  bulkUpdateAttendees<R = ItemResponse<AttendeesAcrossSessionsDocument>>(
    body?: AttendeesAcrossSessions,
    options?: CallOptions,
  ): Promise<R>;
  /** `PUT /events/{eventId}/sessions/{sessionId}/bulk-update-user-status/` (spec 7.7). */
  bulkUpdateUserStatus<R = ListShape<SessionAttendee, 'data'>>(
    sessionId: PathParam,
    body?: AttendeesStatusChange,
    options?: CallOptions,
  ): Promise<R>;
  /** `PUT /events/{eventId}/sessions/{sessionId}/bulk-delete-users/` (spec 7.7). */
  bulkDeleteUsers<R = ItemResponse<AttendeesRemoved>>(
    sessionId: PathParam,
    body?: AttendeesRemoval,
    options?: CallOptions,
  ): Promise<R>;
  /** `/events/{eventId}/sessions/{sessionId}/attendees/` (spec 7.7): list, show, store, update, delete. Session attendees, keyed by userId; update is PUT .../attendees/{userId}/. Item path: `/events/{eventId}/sessions/{sessionId}/attendees/{userId}`. */
  attendees(sessionId: PathParam): EventsSessionsAttendeesApi;
}

/** Accessors of `events.sessions.attendees`. */
export type EventsSessionsAttendeesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  SessionAttendee,
  ListShape<SessionAttendee, 'paginated'>,
  SessionAttendeeInput,
  Partial<SessionAttendeeInput>,
  SessionAttendeeQuery
>;

/** Accessors of `exports`. */
export interface ExportsApi extends ResourceApi<
  'show' | 'store' | 'delete',
  Export,
  ListShape<Export, 'paginated'>,
  ExportInput,
  Partial<ExportInput>,
  ExportQuery
> {
  /** `POST /exports/{id}/resend` (spec 7.8). */
  resend<R = ItemResponse<Export>>(
    id: PathParam,
    query?: QueryParams,
    options?: RequestExtras,
  ): Promise<R>;
  /** `/exports/fields/` (spec 7.8): show. Item path: `/exports/fields/{id}`. */
  readonly fields: ExportsFieldsApi;
}

/** Accessors of `exports.fields`. */
export interface ExportsFieldsApi extends ResourceApi<
  'show',
  ExportField,
  ListShape<ExportField, 'paginated'>,
  ExportFieldInput,
  Partial<ExportFieldInput>,
  ExportFieldQuery
> {
  /** `/exports/fields/users` (spec 7.8): list, show. Item path: `/exports/fields/users/{id}`. */
  readonly users: ExportsFieldsUsersApi;
}

/** Accessors of `exports.fields.users`. */
export type ExportsFieldsUsersApi = ResourceApi<
  'list' | 'show',
  ExportField,
  ListShape<ExportField, 'paginated'>,
  ExportFieldInput,
  Partial<ExportFieldInput>,
  ExportFieldQuery
>;

/** Accessors of `files`. */
export interface FilesApi extends ResourceApi<
  'show' | 'store' | 'update' | 'delete',
  Attachment,
  ListShape<Attachment, 'paginated'>,
  AttachmentInput | FormData | Blob,
  Partial<AttachmentInput>,
  AttachmentQuery
> {
  /** `/files/types` (spec 7.8): list. */
  readonly types: FilesTypesApi;
}

/** Accessors of `files.types`. */
export type FilesTypesApi = ResourceApi<
  'list',
  FileType,
  ListShape<FileType, 'paginated'>,
  FileTypeInput,
  Partial<FileTypeInput>,
  FileTypeQuery
>;

/** Accessors of `integrations`. */
export interface IntegrationsApi {
  /** `/integrations/service/` (spec 7.8): list, show, store, update, delete. Item path: `/integrations/service/{id}`. */
  readonly service: IntegrationsServiceApi;
}

/** Accessors of `integrations.service`. */
export interface IntegrationsServiceApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  IntegrationService,
  ListShape<IntegrationService, 'paginated'>,
  IntegrationServiceInput,
  Partial<IntegrationServiceInput>,
  IntegrationServiceQuery
> {
  /** `/integrations/service/{integrationId}/events` (spec 7.8): list, store. */
  events(integrationId: PathParam): IntegrationsServiceEventsApi;
  /** `/integrations/service/{integrationId}/sync` (spec 7.8): list, store. */
  sync(integrationId: PathParam): IntegrationsServiceSyncApi;
}

/** Accessors of `integrations.service.events`. */
export type IntegrationsServiceEventsApi = ResourceApi<
  'list' | 'store',
  IntegrationEvent,
  ListShape<IntegrationEvent, 'paginated'>,
  IntegrationEventInput,
  Partial<IntegrationEventInput>,
  IntegrationEventQuery
>;

/** Accessors of `integrations.service.sync`. */
export interface IntegrationsServiceSyncApi extends ResourceApi<
  'list' | 'store',
  IntegrationSync,
  ListShape<IntegrationSync, 'paginated'>,
  IntegrationSyncInput,
  Partial<IntegrationSyncInput>,
  IntegrationSyncQuery
> {
  /** `DELETE /integrations/service/{integrationId}/sync` (spec 7.8). The "plus DELETE" of the sync resource: DELETE on the sync path itself. */
  remove<R = ItemResponse<IntegrationSync>>(
    query?: QueryParams,
    options?: RequestExtras,
  ): Promise<R>;
}

/** Accessors of `multiRegion`. */
export interface MultiRegionApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Region,
  ListShape<Region, 'paginated'>,
  RegionInput,
  Partial<RegionInput>,
  RegionQuery
> {
  /** `GET /multi-region/{regionId}/logs/` (spec 7.8). */
  logs<R = ListShape<StoredRecord, 'data'>>(
    regionId: PathParam,
    query?: QueryParams,
    options?: RequestExtras,
  ): Promise<R>;
}

/** Accessors of `parentalConsent`. */
export type ParentalConsentApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ParentalConsent,
  ListShape<ParentalConsent, 'paginated'>,
  ParentalConsentInput,
  Partial<ParentalConsentInput>,
  ParentalConsentQuery
>;

/** Accessors of `reference`. */
export type ReferenceApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Reference,
  ListShape<Reference, 'paginated'>,
  ReferenceInput,
  Partial<ReferenceInput>,
  ReferenceQuery
>;

/** Accessors of `repeatingShifts`. */
export type RepeatingShiftsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  RepeatingShift,
  ListShape<RepeatingShift, 'paginated'>,
  RepeatingShiftInput,
  Partial<RepeatingShiftInput>,
  RepeatingShiftQuery
>;

/** Accessors of `residentialBookings`. */
export type ResidentialBookingsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ResidentialBooking,
  ListShape<ResidentialBooking, 'paginated'>,
  ResidentialBookingInput,
  Partial<ResidentialBookingInput>,
  ResidentialBookingQuery
>;

/** Accessors of `shifts`. */
export interface ShiftsApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Shift,
  ListShape<Shift, 'paginated'>,
  ShiftInput,
  Partial<ShiftInput> | ShiftSignUp | ShiftPlaceCancel | ShiftWaitlistAction,
  ShiftQuery
> {
  /** `GET /shifts/{shiftId}/check-in-code` (spec 7.9). The signed-in person's check-in code for their place on the shift (shown as a QR code): signed, unguessable, naming nobody. */
  checkInCode<R = ItemResponse<CheckInCode>>(
    shiftId: PathParam,
    query?: NoQuery,
    options?: RequestExtras,
  ): Promise<R>;
  /** `POST /shifts/{shiftId}/check-in` (spec 7.9). The signed-in person checks themselves in on their shift, from an hour before it starts until it ends. */
  checkIn<R = ItemResponse<CheckIn>>(
    shiftId: PathParam,
    query?: QueryParams,
    options?: RequestExtras,
  ): Promise<R>;
}

/** Accessors of `checkIns`. */
export interface CheckInsApi {
  /** `POST /check-ins` (spec 7.9). A kiosk records the check-in a scanned or typed code names (`{code, scanned_at?}`): the attendance on the shift, once; answers the first name to greet. */
  record<R = ItemResponse<CheckIn>>(body?: CheckInScan, options?: CallOptions): Promise<R>;
}

/** Accessors of `residentialAvailability`. */
export interface ResidentialAvailabilityApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ResidentialAvailability,
  ResidentialAvailabilityList,
  RequestBody,
  RequestBody,
  ResidentialAvailabilityQuery
> {
  /** `/residential-availability/team/` (spec 7.9): list, show, store, update, delete. Item path: `/residential-availability/team/{id}`. */
  readonly team: ResidentialAvailabilityTeamApi;
}

/** Accessors of `residentialAvailability.team`. */
export type ResidentialAvailabilityTeamApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  TeamAvailability,
  ListShape<TeamAvailability, 'paginated'>,
  TeamAvailabilityInput,
  Partial<TeamAvailabilityInput>,
  TeamAvailabilityQuery
>;

/** Accessors of `rota`. */
export interface RotaApi extends ResourceApi<
  'list' | 'update',
  RotaEntry,
  ListShape<RotaEntry, 'paginated'>,
  RotaEntryInput,
  Partial<RotaEntryInput>,
  RotaEntryQuery
> {
  /** `GET /rota/{params}pdf/` (spec 7.10). The rota as a PDF file; {params} is a raw path fragment ending with a slash. */
  pdf<R = Blob>(params: PathParam, query?: RotaViewQuery, options?: RequestExtras): Promise<R>;
  /** `GET /rota/{params}teams/` (spec 7.10). Lists the rota's teams; {params} is a raw path fragment ending with a slash. */
  teams<R = ListShape<RotaTeam, 'data'>>(
    params: PathParam,
    query?: RotaViewQuery,
    options?: RequestExtras,
  ): Promise<R>;
  /** `/rota/{date}/` (spec 7.10): list. */
  byDate(date: PathParam): RotaByDateApi;
  /** `PUT /rota/{rotaId}/timeslots` (spec 7.10). */
  timeslots<R = ItemResponse<RotaTimeslotsDocument>>(
    rotaId: PathParam,
    body?: RotaTimeslots,
    options?: CallOptions,
  ): Promise<R>;
}

/** Accessors of `rota.byDate`. */
export interface RotaByDateApi extends ResourceApi<
  'list',
  RotaEntry,
  ListShape<RotaEntry, 'paginated'>,
  RotaEntryInput,
  Partial<RotaEntryInput>,
  RotaEntryQuery
> {
  /** `/rota/{date}/{rotaId}/` (spec 7.10): list, update, delete. Item path: `/rota/{date}/{rotaId}/{id}`. */
  rota(rotaId: PathParam): RotaByDateRotaApi;
  /** `/rota/{date}/{team}/` (spec 7.10): list, update, delete. Day rota by date and team. Item path: `/rota/{date}/{team}/{id}`. */
  dayRota(team: PathParam): RotaByDateDayRotaApi;
}

/** Accessors of `rota.byDate.rota`. */
export type RotaByDateRotaApi = ResourceApi<
  'list' | 'update' | 'delete',
  RotaEntry,
  ListShape<RotaEntry, 'paginated'>,
  RotaEntryInput,
  Partial<RotaEntryInput>,
  RotaEntryQuery
>;

/** Accessors of `rota.byDate.dayRota`. */
export type RotaByDateDayRotaApi = ResourceApi<
  'list' | 'update' | 'delete',
  RotaEntry,
  ListShape<RotaEntry, 'paginated'>,
  RotaEntryInput,
  Partial<RotaEntryInput>,
  RotaEntryQuery
>;

/** Accessors of `teamSiteHero`. */
export type TeamSiteHeroApi = ResourceApi<
  'list' | 'show',
  TeamSiteHero,
  ListShape<TeamSiteHero, 'paginated'>,
  TeamSiteHeroInput,
  Partial<TeamSiteHeroInput>,
  TeamSiteHeroQuery
>;

/** Accessors of `tasks`. */
export interface TasksApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Task,
  ListShape<Task, 'paginated'>,
  TaskInput,
  Partial<TaskInput>,
  TaskQuery
> {
  /** `/tasks/{taskId}/assignees/` (spec 7.12): list, show, store, update, delete. Item path: `/tasks/{taskId}/assignees/{id}`. */
  assignees(taskId: PathParam): TasksAssigneesApi;
  /** `/tasks/{taskId}/attachments/` (spec 7.12): list, show, store, update, delete. Item path: `/tasks/{taskId}/attachments/{id}`. */
  attachments(taskId: PathParam): TasksAttachmentsApi;
  /** `/tasks/{taskId}/history/` (spec 7.12): list, show, store, update, delete. Item path: `/tasks/{taskId}/history/{id}`. */
  history(taskId: PathParam): TasksHistoryApi;
}

/** Accessors of `tasks.assignees`. */
export type TasksAssigneesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  TaskAssignee,
  ListShape<TaskAssignee, 'paginated'>,
  TaskAssigneeInput,
  Partial<TaskAssigneeInput>,
  TaskAssigneeQuery
>;

/** Accessors of `tasks.attachments`. */
export type TasksAttachmentsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Attachment,
  ListShape<Attachment, 'paginated'>,
  AttachmentInput | FormData | Blob,
  Partial<AttachmentInput>,
  AttachmentQuery
>;

/** Accessors of `tasks.history`. */
export type TasksHistoryApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  TaskHistoryEntry,
  ListShape<TaskHistoryEntry, 'paginated'>,
  TaskHistoryEntryInput,
  Partial<TaskHistoryEntryInput>,
  TaskHistoryEntryQuery
>;

/** Accessors of `users`. */
export interface UsersApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  User,
  ListShape<User, 'paginated'>,
  UserInput,
  Partial<UserInput>,
  UserQuery
> {
  /** `/users/{userId}/activities/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/activities/{id}`. */
  activities(userId: PathParam): UsersActivitiesApi;
  /** `/users/{userId}/request-anonymisation/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/request-anonymisation/{id}`. */
  requestAnonymisation(userId: PathParam): UsersRequestAnonymisationApi;
  /** `/users/{userId}/applications/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/applications/{id}`. */
  applications(userId: PathParam): UsersApplicationsApi;
  /** `/users/{userId}/blocked/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/blocked/{id}`. */
  blocked(userId: PathParam): UsersBlockedApi;
  /** `/users/{userId}/claims/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/claims/{id}`. */
  claims(userId: PathParam): UsersClaimsApi;
  /** `/users/{userId}/consents/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/consents/{id}`. */
  consents(userId: PathParam): UsersConsentsApi;
  /** `/users/{userId}/denied-permissions/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/denied-permissions/{id}`. */
  deniedPermissions(userId: PathParam): UsersDeniedPermissionsApi;
  /** `/users/{userId}/email-addresses/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/email-addresses/{id}`. */
  emailAddresses(userId: PathParam): UsersEmailAddressesApi;
  /** `/users/{userId}/emergency-contacts/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/emergency-contacts/{id}`. */
  emergencyContacts(userId: PathParam): UsersEmergencyContactsApi;
  /** `/users/{userId}/expenses/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/expenses/{id}`. */
  expenses(userId: PathParam): UsersExpensesApi;
  /** `/users/{userId}/files/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/files/{id}`. */
  files(userId: PathParam): UsersFilesApi;
  /** `/users/{userId}/guardians/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/guardians/{id}`. */
  guardians(userId: PathParam): UsersGuardiansApi;
  /** `/users/{userId}/inductions/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/inductions/{id}`. */
  inductions(userId: PathParam): UsersInductionsApi;
  /** `/users/{userId}/interests/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/interests/{id}`. */
  interests(userId: PathParam): UsersInterestsApi;
  /** `/users/{userId}/skills/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/skills/{id}`. */
  skills(userId: PathParam): UsersSkillsApi;
  /** `/users/{userId}/messaging/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/messaging/{id}`. */
  messaging(userId: PathParam): UsersMessagingApi;
  /** `/users/{userId}/notes/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/notes/{id}`. */
  notes(userId: PathParam): UsersNotesApi;
  /** `/users/{userId}/notifications/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/notifications/{id}`. */
  notifications(userId: PathParam): UsersNotificationsApi;
  /** `/users/{userId}/notification-settings/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/notification-settings/{id}`. */
  notificationSettings(userId: PathParam): UsersNotificationSettingsApi;
  /** `/users/{userId}/notification-tokens/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/notification-tokens/{id}`. */
  notificationTokens(userId: PathParam): UsersNotificationTokensApi;
  /** `/users/{userId}/parental-consents/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/parental-consents/{id}`. */
  parentalConsents(userId: PathParam): UsersParentalConsentsApi;
  /** `/users/{userId}/phone-numbers/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/phone-numbers/{id}`. */
  phoneNumbers(userId: PathParam): UsersPhoneNumbersApi;
  /** `/users/{userId}/postal-addresses/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/postal-addresses/{id}`. */
  postalAddresses(userId: PathParam): UsersPostalAddressesApi;
  /** `/users/{userId}/recognitions/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/recognitions/{id}`. */
  recognitions(userId: PathParam): UsersRecognitionsApi;
  /** `/users/{userId}/reminders/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/reminders/{id}`. */
  reminders(userId: PathParam): UsersRemindersApi;
  /** `/users/{userId}/residential-bookings/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/residential-bookings/{id}`. */
  residentialBookings(userId: PathParam): UsersResidentialBookingsApi;
  /** `/users/{userId}/role-profiles/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/role-profiles/{id}`. */
  roleProfiles(userId: PathParam): UsersRoleProfilesApi;
  /** `/users/{userId}/supervisors/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/supervisors/{id}`. */
  supervisors(userId: PathParam): UsersSupervisorsApi;
  /** `/users/{userId}/tags/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/tags/{id}`. */
  tags(userId: PathParam): UsersTagsApi;
  /** `/users/{userId}/todos/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/todos/{id}`. */
  todos(userId: PathParam): UsersTodosApi;
  /** `/users/{userId}/touchpoints/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/touchpoints/{id}`. */
  touchpoints(userId: PathParam): UsersTouchpointsApi;
  /** `/users/{userId}/vetting/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/vetting/{id}`. */
  vetting(userId: PathParam): UsersVettingApi;
  /** `/users/{userId}/activity-consents/` (spec 7.13): list, show. Item path: `/users/{userId}/activity-consents/{id}`. */
  activityConsents(userId: PathParam): UsersActivityConsentsApi;
  /** `/users/{userId}/favourites/` (spec 7.13): list, show, store, delete. Item path: `/users/{userId}/favourites/{id}`. */
  favourites(userId: PathParam): UsersFavouritesApi;
  /** `/users/{userId}/forgot-password` (spec 7.13): store, update. Item path: `/users/{userId}/forgot-password/{id}`. */
  forgotPassword(userId: PathParam): UsersForgotPasswordApi;
  /** `/users/{userId}/login-messages/` (spec 7.13): list. */
  loginMessages(userId: PathParam): UsersLoginMessagesApi;
  /** `/users/{userId}/logs/` (spec 7.13): list, show, store, delete. Item path: `/users/{userId}/logs/{id}`. */
  logs(userId: PathParam): UsersLogsApi;
  /** `/users/{userId}/password/` (spec 7.13): update. Item path: `/users/{userId}/password/{id}`. */
  password(userId: PathParam): UsersPasswordApi;
  /** `/users/{userId}/profile-photo/` (spec 7.13): list, store, delete. Item path: `/users/{userId}/profile-photo/{id}`. */
  profilePhoto(userId: PathParam): UsersProfilePhotoApi;
  /** `/users/{userId}/role-consents/` (spec 7.13): list. */
  roleConsents(userId: PathParam): UsersRoleConsentsApi;
  /** `/users/{userId}/two-factor/` (spec 7.13): store, update. Item path: `/users/{userId}/two-factor/{id}`. */
  twoFactor(userId: PathParam): UsersTwoFactorApi;
  /** `/users/{userId}/diversity/` (spec 7.13): update. Item path: `/users/{userId}/diversity/{id}`. */
  diversity(userId: PathParam): UsersDiversityApi;
  /** `PUT /users/{currentUserId}/inductions/self-complete/{inductionId}` (spec 7.13). Self-completes an induction of the current user, with a payload. */
  selfCompleteInduction<R = ItemResponse<Induction>>(
    currentUserId: PathParam,
    inductionId: PathParam,
    body?: InductionCompletion,
    options?: CallOptions,
  ): Promise<R>;
  /** The `users.calendarFeed` group. */
  readonly calendarFeed: UsersCalendarFeedApi;
}

/** Accessors of `users.activities`. */
export type UsersActivitiesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Activity,
  ListShape<Activity, 'paginated'>,
  ActivityInput,
  Partial<ActivityInput>,
  ActivityQuery
>;

/** Accessors of `users.requestAnonymisation`. */
export type UsersRequestAnonymisationApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Anonymisation,
  ListShape<Anonymisation, 'paginated'>,
  AnonymisationInput,
  Partial<AnonymisationInput>,
  AnonymisationQuery
>;

/** Accessors of `users.applications`. */
export interface UsersApplicationsApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  UserApplication,
  ListShape<UserApplication, 'paginated'>,
  UserApplicationInput,
  Partial<UserApplicationInput>,
  UserApplicationQuery
> {
  /** `/users/{userId}/applications/{applicationId}/documents/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/applications/{applicationId}/documents/{id}`. */
  documents(applicationId: PathParam): UsersApplicationsDocumentsApi;
  /** `/users/{userId}/applications/{applicationId}/parental-consent/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/applications/{applicationId}/parental-consent/{id}`. */
  parentalConsent(applicationId: PathParam): UsersApplicationsParentalConsentApi;
  /** `/users/{userId}/applications/{applicationId}/references/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/applications/{applicationId}/references/{id}`. */
  references(applicationId: PathParam): UsersApplicationsReferencesApi;
}

/** Accessors of `users.applications.documents`. */
export type UsersApplicationsDocumentsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ApplicationDocument,
  ListShape<ApplicationDocument, 'paginated'>,
  ApplicationDocumentInput | FormData | Blob,
  Partial<ApplicationDocumentInput>,
  ApplicationDocumentQuery
>;

/** Accessors of `users.applications.parentalConsent`. */
export type UsersApplicationsParentalConsentApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ParentalConsent,
  ListShape<ParentalConsent, 'paginated'>,
  ParentalConsentInput,
  Partial<ParentalConsentInput>,
  ParentalConsentQuery
>;

/** Accessors of `users.applications.references`. */
export type UsersApplicationsReferencesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Reference,
  ListShape<Reference, 'paginated'>,
  ReferenceInput,
  Partial<ReferenceInput>,
  ReferenceQuery
>;

/** Accessors of `users.blocked`. */
export interface UsersBlockedApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Block,
  ListShape<Block, 'paginated'>,
  BlockInput,
  Partial<BlockInput>,
  BlockQuery
> {
  /** `/users/{userId}/blocked/can-be-blocked/` (spec 7.13): list, show. Item path: `/users/{userId}/blocked/can-be-blocked/{id}`. */
  readonly canBeBlocked: UsersBlockedCanBeBlockedApi;
}

/** Accessors of `users.blocked.canBeBlocked`. */
export type UsersBlockedCanBeBlockedApi = ResourceApi<
  'list' | 'show',
  BlockEligibility,
  BlockEligibilityAnswer,
  RequestBody,
  RequestBody,
  NoQuery
>;

/** Accessors of `users.claims`. */
export type UsersClaimsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Claim,
  ListShape<Claim, 'paginated'>,
  RequestBody,
  RequestBody,
  ClaimQuery
>;

/** Accessors of `users.consents`. */
export type UsersConsentsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  PersonConsent,
  ListShape<PersonConsent, 'paginated'>,
  PersonConsentInput,
  Partial<PersonConsentInput>,
  PersonConsentQuery
>;

/** Accessors of `users.deniedPermissions`. */
export type UsersDeniedPermissionsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  DeniedPermission,
  ListShape<DeniedPermission, 'paginated'>,
  DeniedPermissionInput,
  Partial<DeniedPermissionInput>,
  DeniedPermissionQuery
>;

/** Accessors of `users.emailAddresses`. */
export type UsersEmailAddressesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  EmailAddress,
  ListShape<EmailAddress, 'paginated'>,
  EmailAddressInput,
  Partial<EmailAddressInput>,
  EmailAddressQuery
>;

/** Accessors of `users.emergencyContacts`. */
export type UsersEmergencyContactsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  EmergencyContact,
  ListShape<EmergencyContact, 'paginated'>,
  EmergencyContactInput,
  Partial<EmergencyContactInput>,
  EmergencyContactQuery
>;

/** Accessors of `users.expenses`. */
export interface UsersExpensesApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Claim,
  ListShape<Claim, 'paginated'>,
  ClaimSubmission | FormData,
  Partial<ClaimSubmission>,
  ClaimQuery
> {
  /** `/users/{userId}/expenses/{expenseId}/attachments/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/expenses/{expenseId}/attachments/{id}`. */
  attachments(expenseId: PathParam): UsersExpensesAttachmentsApi;
  /** `/users/{userId}/expenses/authorisers` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/expenses/authorisers/{id}`. */
  readonly authorisers: UsersExpensesAuthorisersApi;
}

/** Accessors of `users.expenses.attachments`. */
export type UsersExpensesAttachmentsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Attachment,
  ListShape<Attachment, 'paginated'>,
  AttachmentInput | FormData | Blob,
  Partial<AttachmentInput>,
  AttachmentQuery
>;

/** Accessors of `users.expenses.authorisers`. */
export type UsersExpensesAuthorisersApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ExpenseAuthoriser,
  ListShape<ExpenseAuthoriser, 'paginated'>,
  ExpenseAuthoriserInput,
  Partial<ExpenseAuthoriserInput>,
  ExpenseAuthoriserQuery
>;

/** Accessors of `users.files`. */
export type UsersFilesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Attachment,
  ListShape<Attachment, 'paginated'>,
  AttachmentInput | FormData | Blob,
  Partial<AttachmentInput>,
  AttachmentQuery
>;

/** Accessors of `users.guardians`. */
export interface UsersGuardiansApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Guardian,
  ListShape<Guardian, 'paginated'>,
  GuardianInput,
  Partial<GuardianInput>,
  GuardianQuery
> {
  /** `/users/{userId}/guardians/logs/` (spec 7.13): list, show. Item path: `/users/{userId}/guardians/logs/{id}`. */
  readonly logs: UsersGuardiansLogsApi;
}

/** Accessors of `users.guardians.logs`. */
export type UsersGuardiansLogsApi = ResourceApi<
  'list' | 'show',
  GuardianLog,
  ListShape<GuardianLog, 'paginated'>,
  GuardianLogInput,
  Partial<GuardianLogInput>,
  GuardianLogQuery
>;

/** Accessors of `users.inductions`. */
export interface UsersInductionsApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Induction,
  ListShape<Induction, 'paginated'>,
  InductionInput,
  Partial<InductionInput>,
  InductionQuery
> {
  /** `/users/{userId}/inductions/{inductionId}/attachments/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/inductions/{inductionId}/attachments/{id}`. */
  attachments(inductionId: PathParam): UsersInductionsAttachmentsApi;
}

/** Accessors of `users.inductions.attachments`. */
export type UsersInductionsAttachmentsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Attachment,
  ListShape<Attachment, 'paginated'>,
  AttachmentInput | FormData | Blob,
  Partial<AttachmentInput>,
  AttachmentQuery
>;

/** Accessors of `users.interests`. */
export type UsersInterestsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Interest,
  ListShape<Interest, 'paginated'>,
  InterestInput,
  Partial<InterestInput>,
  InterestQuery
>;

/** Accessors of `users.skills`. */
export interface UsersSkillsApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  UserSkill,
  ListShape<UserSkill, 'paginated'>,
  UserSkillInput,
  Partial<UserSkillInput>,
  UserSkillQuery
> {
  /** `/users/{userId}/skills/{categoryId}/bio` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/skills/{categoryId}/bio/{id}`. */
  bio(categoryId: PathParam): UsersSkillsBioApi;
}

/** Accessors of `users.skills.bio`. */
export type UsersSkillsBioApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  SkillBio,
  ListShape<SkillBio, 'paginated'>,
  SkillBioInput,
  Partial<SkillBioInput>,
  SkillBioQuery
>;

/** Accessors of `users.messaging`. */
export interface UsersMessagingApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Message,
  ListShape<Message, 'paginated'>,
  MessageInput,
  Partial<MessageInput>,
  MessageQuery
> {
  /** `/users/{userId}/messaging/{messageId}/attachments/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/messaging/{messageId}/attachments/{id}`. */
  attachments(messageId: PathParam): UsersMessagingAttachmentsApi;
  /** `/users/{userId}/messaging/labels/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/messaging/labels/{id}`. */
  readonly labels: UsersMessagingLabelsApi;
  /** `/users/{userId}/messaging/{messageId}/logs/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/messaging/{messageId}/logs/{id}`. */
  logs(messageId: PathParam): UsersMessagingLogsApi;
  /** `/users/{userId}/messaging/{messageId}/reply/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/messaging/{messageId}/reply/{id}`. */
  reply(messageId: PathParam): UsersMessagingReplyApi;
  /** `/users/{userId}/messaging/mark-read/` (spec 7.13): show, store, update, delete. Item path: `/users/{userId}/messaging/mark-read/{id}`. */
  readonly markRead: UsersMessagingMarkReadApi;
}

/** Accessors of `users.messaging.attachments`. */
export interface UsersMessagingAttachmentsApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Attachment,
  ListShape<Attachment, 'paginated'>,
  AttachmentInput | FormData | Blob,
  Partial<AttachmentInput>,
  AttachmentQuery
> {
  /** `/users/{userId}/messaging/{messageId}/attachments/{fileId}/forward/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/messaging/{messageId}/attachments/{fileId}/forward/{id}`. */
  forward(fileId: PathParam): UsersMessagingAttachmentsForwardApi;
}

/** Accessors of `users.messaging.attachments.forward`. */
export type UsersMessagingAttachmentsForwardApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  AttachmentForward,
  ListShape<AttachmentForward, 'paginated'>,
  AttachmentForwardInput,
  Partial<AttachmentForwardInput>,
  AttachmentForwardQuery
>;

/** Accessors of `users.messaging.labels`. */
export type UsersMessagingLabelsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  MessageLabel,
  ListShape<MessageLabel, 'paginated'>,
  MessageLabelInput,
  Partial<MessageLabelInput>,
  MessageLabelQuery
>;

/** Accessors of `users.messaging.logs`. */
export type UsersMessagingLogsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  MessageLog,
  ListShape<MessageLog, 'paginated'>,
  MessageLogInput,
  Partial<MessageLogInput>,
  MessageLogQuery
>;

/** Accessors of `users.messaging.reply`. */
export type UsersMessagingReplyApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Message,
  ListShape<Message, 'paginated'>,
  MessageInput,
  Partial<MessageInput>,
  MessageQuery
>;

/** Accessors of `users.messaging.markRead`. */
export type UsersMessagingMarkReadApi = ResourceApi<
  'show' | 'store' | 'update' | 'delete',
  MessagesRead,
  ListShape<MessagesRead, 'paginated'>,
  RecordSelection,
  Partial<RecordSelection>,
  QueryParams
>;

/** Accessors of `users.notes`. */
export interface UsersNotesApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Note,
  ListShape<Note, 'paginated'>,
  NoteInput,
  Partial<NoteInput>,
  NoteQuery
> {
  /** `/users/{userId}/notes/{noteId}/sub-notes` (spec 7.13): store. */
  subNotes(noteId: PathParam): UsersNotesSubNotesApi;
}

/** Accessors of `users.notes.subNotes`. */
export type UsersNotesSubNotesApi = ResourceApi<
  'store',
  SubNote,
  ListShape<SubNote, 'paginated'>,
  SubNoteInput,
  Partial<SubNoteInput>,
  SubNoteQuery
>;

/** Accessors of `users.notifications`. */
export interface UsersNotificationsApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Notification,
  ListShape<Notification, 'paginated'>,
  NotificationInput,
  Partial<NotificationInput>,
  NotificationQuery
> {
  /** `/users/{userId}/notifications/dismiss/` (spec 7.13): show, store, update, delete. Item path: `/users/{userId}/notifications/dismiss/{id}`. */
  readonly dismiss: UsersNotificationsDismissApi;
}

/** Accessors of `users.notifications.dismiss`. */
export type UsersNotificationsDismissApi = ResourceApi<
  'show' | 'store' | 'update' | 'delete',
  NotificationsDismissed,
  ListShape<NotificationsDismissed, 'paginated'>,
  RecordSelection,
  Partial<RecordSelection>,
  QueryParams
>;

/** Accessors of `users.notificationSettings`. */
export type UsersNotificationSettingsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  NotificationSetting,
  ListShape<NotificationSetting, 'paginated'>,
  NotificationSettingInput,
  Partial<NotificationSettingInput>,
  NotificationSettingQuery
>;

/** Accessors of `users.notificationTokens`. */
export type UsersNotificationTokensApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  NotificationToken,
  ListShape<NotificationToken, 'paginated'>,
  NotificationTokenInput,
  Partial<NotificationTokenInput>,
  NotificationTokenQuery
>;

/** Accessors of `users.parentalConsents`. */
export type UsersParentalConsentsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  ParentalConsent,
  ListShape<ParentalConsent, 'paginated'>,
  ParentalConsentInput,
  Partial<ParentalConsentInput>,
  ParentalConsentQuery
>;

/** Accessors of `users.phoneNumbers`. */
export type UsersPhoneNumbersApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  PhoneNumber,
  ListShape<PhoneNumber, 'paginated'>,
  PhoneNumberInput,
  Partial<PhoneNumberInput>,
  PhoneNumberQuery
>;

/** Accessors of `users.postalAddresses`. */
export type UsersPostalAddressesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  PostalAddress,
  ListShape<PostalAddress, 'paginated'>,
  PostalAddressInput,
  Partial<PostalAddressInput>,
  PostalAddressQuery
>;

/** Accessors of `users.recognitions`. */
export interface UsersRecognitionsApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Recognition,
  ListShape<Recognition, 'paginated'>,
  RecognitionInput,
  Partial<RecognitionInput>,
  RecognitionQuery
> {
  /** `/users/{userId}/recognitions/{recognitionId}/attachments/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/recognitions/{recognitionId}/attachments/{id}`. */
  attachments(recognitionId: PathParam): UsersRecognitionsAttachmentsApi;
}

/** Accessors of `users.recognitions.attachments`. */
export type UsersRecognitionsAttachmentsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Attachment,
  ListShape<Attachment, 'paginated'>,
  AttachmentInput | FormData | Blob,
  Partial<AttachmentInput>,
  AttachmentQuery
>;

/** Accessors of `users.reminders`. */
export type UsersRemindersApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Reminder,
  ListShape<Reminder, 'paginated'>,
  ReminderInput,
  Partial<ReminderInput>,
  ReminderQuery
>;

/** Accessors of `users.residentialBookings`. */
export type UsersResidentialBookingsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  UserResidentialBooking,
  ListShape<UserResidentialBooking, 'paginated'>,
  UserResidentialBookingInput,
  Partial<UserResidentialBookingInput>,
  UserResidentialBookingQuery
>;

/** Accessors of `users.roleProfiles`. */
export type UsersRoleProfilesApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  PersonRole,
  ListShape<PersonRole, 'paginated'>,
  PersonRoleInput,
  Partial<PersonRoleInput>,
  PersonRoleQuery
>;

/** Accessors of `users.supervisors`. */
export type UsersSupervisorsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Supervisor,
  ListShape<Supervisor, 'paginated'>,
  SupervisorInput,
  Partial<SupervisorInput>,
  SupervisorQuery
>;

/** Accessors of `users.tags`. */
export type UsersTagsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  PersonTag,
  ListShape<PersonTag, 'paginated'>,
  PersonTagInput,
  Partial<PersonTagInput>,
  PersonTagQuery
>;

/** Accessors of `users.todos`. */
export type UsersTodosApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Todo,
  ListShape<Todo, 'paginated'>,
  TodoInput,
  Partial<TodoInput>,
  TodoQuery
>;

/** Accessors of `users.touchpoints`. */
export interface UsersTouchpointsApi extends ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Touchpoint,
  ListShape<Touchpoint, 'paginated'>,
  TouchpointInput,
  Partial<TouchpointInput>,
  TouchpointQuery
> {
  /** `/users/{userId}/touchpoints/{touchpointId}/attachments/` (spec 7.13): list, show, store, update, delete. Item path: `/users/{userId}/touchpoints/{touchpointId}/attachments/{id}`. */
  attachments(touchpointId: PathParam): UsersTouchpointsAttachmentsApi;
  /** `/users/{userId}/touchpoints/{touchpointId}/sub-touchpoints` (spec 7.13): store. */
  subTouchpoints(touchpointId: PathParam): UsersTouchpointsSubTouchpointsApi;
}

/** Accessors of `users.touchpoints.attachments`. */
export type UsersTouchpointsAttachmentsApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  Attachment,
  ListShape<Attachment, 'paginated'>,
  AttachmentInput | FormData | Blob,
  Partial<AttachmentInput>,
  AttachmentQuery
>;

/** Accessors of `users.touchpoints.subTouchpoints`. */
export type UsersTouchpointsSubTouchpointsApi = ResourceApi<
  'store',
  SubNote,
  ListShape<SubNote, 'paginated'>,
  SubNoteInput,
  Partial<SubNoteInput>,
  SubNoteQuery
>;

/** Accessors of `users.vetting`. */
export type UsersVettingApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  VettingCheck,
  ListShape<VettingCheck, 'paginated'>,
  VettingCheckInput,
  Partial<VettingCheckInput>,
  VettingCheckQuery
>;

/** Accessors of `users.activityConsents`. */
export type UsersActivityConsentsApi = ResourceApi<
  'list' | 'show',
  ActivityConsent,
  ListShape<ActivityConsent, 'paginated'>,
  ActivityConsentInput,
  Partial<ActivityConsentInput>,
  ActivityConsentQuery
>;

/** Accessors of `users.favourites`. */
export type UsersFavouritesApi = ResourceApi<
  'list' | 'show' | 'store' | 'delete',
  Favourite,
  ListShape<Favourite, 'paginated'>,
  FavouriteInput,
  Partial<FavouriteInput>,
  FavouriteQuery
>;

/** Accessors of `users.forgotPassword`. */
export type UsersForgotPasswordApi = ResourceApi<
  'store' | 'update',
  PasswordLink,
  ListShape<PasswordLink, 'paginated'>,
  PasswordLinkRequest,
  Partial<PasswordLinkRequest> | PasswordSetWithLink,
  QueryParams
>;

/** Accessors of `users.loginMessages`. */
export interface UsersLoginMessagesApi extends ResourceApi<
  'list',
  LoginMessage,
  ListShape<LoginMessage, 'paginated'>,
  RequestBody,
  RequestBody,
  NoQuery
> {
  /** `/users/{userId}/login-messages/{messageId}/acknowledge` (spec 7.13): store. */
  acknowledge(messageId: PathParam): UsersLoginMessagesAcknowledgeApi;
}

/** Accessors of `users.loginMessages.acknowledge`. */
export type UsersLoginMessagesAcknowledgeApi = ResourceApi<
  'store',
  LoginMessageLog,
  ListShape<LoginMessageLog, 'paginated'>
>;

/** Accessors of `users.logs`. */
export type UsersLogsApi = ResourceApi<
  'list' | 'show' | 'store' | 'delete',
  PersonLog,
  ListShape<PersonLog, 'paginated'>,
  PersonLogInput,
  Partial<PersonLogInput>,
  PersonLogQuery
>;

/** Accessors of `users.password`. */
export type UsersPasswordApi = ResourceApi<
  'update',
  PasswordChanged,
  ListShape<PasswordChanged, 'paginated'>,
  PasswordChange,
  Partial<PasswordChange>,
  QueryParams
>;

/** Accessors of `users.profilePhoto`. */
export type UsersProfilePhotoApi = ResourceApi<
  'list' | 'store' | 'delete',
  ProfilePhoto,
  ListShape<ProfilePhoto, 'paginated'>,
  ProfilePhotoInput | FormData | Blob,
  Partial<ProfilePhotoInput>,
  ProfilePhotoQuery
>;

/** Accessors of `users.roleConsents`. */
export type UsersRoleConsentsApi = ResourceApi<
  'list',
  RoleConsent,
  ListShape<RoleConsent, 'paginated'>,
  RoleConsentInput,
  Partial<RoleConsentInput>,
  RoleConsentQuery
>;

/** Accessors of `users.twoFactor`. */
export interface UsersTwoFactorApi extends ResourceApi<
  'store' | 'update',
  TwoFactorSetup,
  ListShape<TwoFactorSetup, 'paginated'>,
  TwoFactorChange,
  Partial<TwoFactorChange>,
  QueryParams
> {
  /** `/users/{userId}/two-factor/trust-computer` (spec 7.13): store, update. Item path: `/users/{userId}/two-factor/trust-computer/{id}`. */
  readonly trustComputer: UsersTwoFactorTrustComputerApi;
}

/** Accessors of `users.twoFactor.trustComputer`. */
export type UsersTwoFactorTrustComputerApi = ResourceApi<
  'store' | 'update',
  TrustToken,
  ListShape<TrustToken, 'paginated'>
>;

/** Accessors of `users.diversity`. */
export interface UsersDiversityApi extends ResourceApi<
  'update',
  DiversityAnswers,
  ListShape<DiversityAnswers, 'paginated'>,
  DiversityAnswerInput,
  Partial<DiversityAnswerInput>,
  QueryParams
> {
  /** `GET /users/{userId}/diversity/` (spec 7.13). The user's diversity answers. */
  answers<R = ItemResponse<DiversityAnswers>>(query?: NoQuery, options?: RequestExtras): Promise<R>;
  /** `GET /users/{userId}/diversity/has-answers` (spec 7.13). */
  hasAnswers<R = ItemResponse<DiversityAnswered>>(
    query?: NoQuery,
    options?: RequestExtras,
  ): Promise<R>;
  /** `POST /users/{userId}/diversity/url/` (spec 7.13). */
  url<R = ItemResponse<DiversityFormLinkRecord>>(
    body?: DiversityFormLink,
    options?: CallOptions,
  ): Promise<R>;
}

/** Accessors of `users.calendarFeed`. */
export interface UsersCalendarFeedApi {
  /** `GET /users/{userId}/calendar-feed` (spec 7.13). Whether the person has a calendar feed (a subscription URL for calendar apps), and since when; never the URL. */
  show<R = ItemResponse<CalendarFeed>>(
    userId: PathParam,
    query?: NoQuery,
    options?: RequestExtras,
  ): Promise<R>;
  /** `POST /users/{userId}/calendar-feed` (spec 7.13). Makes a new calendar feed URL (`url`, `webcal_url`), answered once; the old URL stops at once. */
  reset<R = ItemResponse<CalendarFeed>>(
    userId: PathParam,
    query?: QueryParams,
    options?: RequestExtras,
  ): Promise<R>;
  /** `DELETE /users/{userId}/calendar-feed` (spec 7.13). Stops the person's calendar feed. */
  stop<R = NoContent>(userId: PathParam, query?: QueryParams, options?: RequestExtras): Promise<R>;
}

/** Accessors of `vetting`. */
export type VettingApi = ResourceApi<
  'list' | 'show' | 'store' | 'update' | 'delete',
  VettingCheck,
  ListShape<VettingCheck, 'paginated'>,
  VettingCheckInput,
  Partial<VettingCheckInput> | VettingRenewal,
  VettingCheckQuery
>;

/** Accessors of `reports`. */
export interface ReportsApi extends ResourceApi<
  'list' | 'show' | 'store' | 'delete',
  SavedReport,
  ListShape<SavedReport, 'paginated'>,
  SavedReportInput,
  Partial<SavedReportInput>,
  SavedReportQuery
> {
  /** The `reports.activities` group. */
  readonly activities: ReportsActivitiesApi;
  /** The `reports.expenses` group. */
  readonly expenses: ReportsExpensesApi;
  /** The `reports.hub` group. */
  readonly hub: ReportsHubApi;
  /** The `reports.news` group. */
  readonly news: ReportsNewsApi;
  /** The `reports.overview` group. */
  readonly overview: ReportsOverviewApi;
  /** The `reports.recruitment` group. */
  readonly recruitment: ReportsRecruitmentApi;
  /** The `reports.users` group. */
  readonly users: ReportsUsersApi;
}

/** Accessors of `reports.activities`. */
export interface ReportsActivitiesApi {
  /** `GET /reports/activities/engagement/` (spec 7.14). */
  engagement<R = EngagementReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /reports/activities/engagement-detail/` (spec 7.14). */
  engagementDetail<R = EngagementDetailReport>(
    query?: ReportQuery,
    options?: RequestExtras,
  ): Promise<R>;
  /** `GET /reports/activities/outcomes/` (spec 7.14). */
  outcomes<R = SeriesReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /reports/activities/overview/` (spec 7.14). */
  overview<R = SeriesReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
}

/** Accessors of `reports.expenses`. */
export interface ReportsExpensesApi {
  /** `GET /reports/expenses/overview` (spec 7.14). */
  overview<R = ClaimTotalsReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /reports/expenses/by-claim` (spec 7.14). */
  byClaim<R = ClaimListReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /reports/expenses/by-user` (spec 7.14). */
  byUser<R = ClaimTotalsReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /reports/expenses/by-expense-type` (spec 7.14). */
  byExpenseType<R = ClaimTotalsReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
}

/** Accessors of `reports.hub`. */
export interface ReportsHubApi {
  /** `GET /reports/hub/documents/` (spec 7.14). */
  documents<R = SeriesReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
}

/** Accessors of `reports.news`. */
export interface ReportsNewsApi {
  /** `GET /reports/news/articles/` (spec 7.14). */
  articles<R = SeriesReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
}

/** Accessors of `reports.overview`. */
export interface ReportsOverviewApi {
  /** `GET /reports/overview/status/` (spec 7.14). */
  status<R = SeriesReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /reports/overview/diversity/` (spec 7.14). */
  diversity<R = SeriesReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
}

/** Accessors of `reports.recruitment`. */
export interface ReportsRecruitmentApi {
  /** `GET /reports/recruitment/classification/` (spec 7.14). */
  classification<R = SeriesReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
}

/** Accessors of `reports.users`. */
export interface ReportsUsersApi {
  /** `GET /reports/users/by-role/` (spec 7.14). */
  byRole<R = SeriesReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /reports/users/by-team/` (spec 7.14). */
  byTeam<R = SeriesReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /reports/users/by-team/users/` (spec 7.14). */
  byTeamUsers<R = PeopleByTeamReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /reports/users/leaving-reasons/` (spec 7.14). */
  leavingReasons<R = SeriesReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /reports/users/logins/` (spec 7.14). */
  logins<R = SeriesReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /reports/users/checkpoints/` (spec 7.14). */
  checkpoints<R = SeriesReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /reports/users/leavers/` (spec 7.14). */
  leavers<R = LeaversReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /reports/users/volunteering-length/` (spec 7.14). */
  volunteeringLength<R = VolunteeringLengthReport>(
    query?: ReportQuery,
    options?: RequestExtras,
  ): Promise<R>;
  /** `GET /reports/users/missing-data/` (spec 7.14). */
  missingData<R = SeriesReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /reports/users/missing-data/users/` (spec 7.14). */
  missingDataUsers<R = MissingDataReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /reports/users/skills/` (spec 7.14). */
  skills<R = SeriesReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /reports/users/skills/users/` (spec 7.14). */
  skillsUsers<R = PersonSkillReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /reports/users/dynamic-skills/` (spec 7.14). */
  dynamicSkills<R = SeriesReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /reports/users/vetting/` (spec 7.14). */
  vetting<R = SeriesReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /reports/users/vetting/users/` (spec 7.14). */
  vettingUsers<R = VettingStatusReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /reports/users/vetting-by-user/users/` (spec 7.14). */
  vettingByUserUsers<R = VettingStatusReport>(
    query?: ReportQuery,
    options?: RequestExtras,
  ): Promise<R>;
  /** `GET /reports/users/new-starters/` (spec 7.14). */
  newStarters<R = StartersReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /reports/users/touchpoints/` (spec 7.14). */
  touchpoints<R = SeriesReport>(query?: ReportQuery, options?: RequestExtras): Promise<R>;
  /** `GET /reports/users/skills/dynamic-skill-category/{categoryId}/` (spec 7.14). */
  dynamicSkillCategory<R = SeriesReport>(
    categoryId: PathParam,
    query?: ReportQuery,
    options?: RequestExtras,
  ): Promise<R>;
  /** `GET /reports/users/skills/dynamic-skill-category/{categoryId}/user/{userId}/` (spec 7.14). */
  dynamicSkillCategoryUser<R = PersonSkillReport>(
    categoryId: PathParam,
    userId: PathParam,
    query?: ReportQuery,
    options?: RequestExtras,
  ): Promise<R>;
}

/** Accessors of `heartbeat`. */
export type HeartbeatApi = ResourceApi<
  'list',
  Heartbeat,
  HeartbeatAnswer,
  RequestBody,
  RequestBody,
  NoQuery
>;
